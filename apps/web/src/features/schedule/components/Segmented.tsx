interface SegmentedProps<T extends string> {
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}

/** A row of toggle buttons, one of them pressed: the schedule's status, layout and view switches. */
export function Segmented<T extends string>({ label, options, value, onChange }: SegmentedProps<T>) {
  return (
    <div className="segmented" role="group" aria-label={label}>
      <span className="segmented__label" aria-hidden="true">
        {label}
      </span>
      <div className="segmented__options">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className="segmented__option"
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
          >
            {option.value === 'live' ? <span className="live-dot" aria-hidden="true" /> : null}
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
