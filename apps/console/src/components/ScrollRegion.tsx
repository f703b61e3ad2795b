import type { ReactNode } from 'react';

/**
 * The box a wide table scrolls in. Focusable and named, so a keyboard can scroll it sideways on a phone
 * (axe's scrollable-region-focusable), whether or not the table holds links or buttons.
 */
export function ScrollRegion({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `data-table__scroll ${className}` : 'data-table__scroll'} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
