import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Several rows chosen by id (teams, sports, passes, events), as a list of checkboxes: a list box's plain click would
 * drop every other choice, and its options cannot wrap on a phone. A long list gets a filter. The field around it
 * gives the label (`<id>-label`) and notes.
 */
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
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState('');
  const chosen = new Set(value);
  const wanted = filter.trim().toLocaleLowerCase(i18n.language);
  const shown = wanted ? choices.filter((choice) => choice.name.toLocaleLowerCase(i18n.language).includes(wanted)) : choices;
  // In the list's own order, whatever order the boxes were ticked in.
  const toggle = (choiceId: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(choiceId);
    else next.delete(choiceId);
    onChange(choices.filter((choice) => next.has(choice.id)).map((choice) => choice.id));
  };
  return (
    <div className="multi-check">
      {choices.length > maxRows ? (
        <input type="search" className="input multi-check__filter" value={filter} aria-label={t('multiSelect.filter')} placeholder={t('multiSelect.filter')} aria-controls={id} onChange={(event) => setFilter(event.target.value)} />
      ) : null}
      <div id={id} role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy} className="multi-check__list" style={{ maxHeight: `${maxRows * 2.25 + 0.75}rem` }}>
        {shown.map((choice) => (
          <label key={choice.id} className="multi-check__option">
            <input type="checkbox" className="checkbox" value={choice.id} checked={chosen.has(choice.id)} disabled={disabled} onChange={(event) => toggle(choice.id, event.target.checked)} />
            <span>{choice.name}</span>
          </label>
        ))}
        {shown.length === 0 ? <p className="multi-check__none">{choices.length === 0 ? t('multiSelect.empty') : t('multiSelect.noMatch')}</p> : null}
      </div>
      <p className="multi-check__count" aria-live="polite">
        {t('multiSelect.chosen', { count: value.length })}
      </p>
    </div>
  );
}
