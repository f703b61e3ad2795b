/** A list box choosing several rows by id (teams, sports, passes, events); the field around it gives the label and notes. */
export function IdMultiSelect({
  id,
  choices,
  value,
  onChange,
  disabled,
  describedBy,
  maxRows = 6,
}: {
  id: string;
  choices: ReadonlyArray<{ id: number; name: string }>;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
  describedBy?: string;
  maxRows?: number;
}) {
  return (
    <select
      id={id}
      className="input select multi-select"
      multiple
      size={Math.min(maxRows, Math.max(3, choices.length))}
      disabled={disabled}
      aria-describedby={describedBy}
      value={value.map(String)}
      onChange={(event) => onChange([...event.target.selectedOptions].map((option) => Number(option.value)))}
    >
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.name}
        </option>
      ))}
    </select>
  );
}
