import type { ReactNode } from 'react';

interface PlayerMenuProps {
  /** What the menu sets: its accessible name, and its tooltip. */
  label: string;
  value: string | number;
  onChange(value: string): void;
  className: string;
  children: ReactNode;
}

/** One of the control bar's menus (quality, speed, captions): a native select, named for screen readers. */
export function PlayerMenu({ label, value, onChange, className, children }: PlayerMenuProps) {
  return (
    <span className={`player__menu ${className}`}>
      <select aria-label={label} title={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </span>
  );
}
