import type { ReactNode } from 'react';

/** What every form-bound field takes: the form value it edits, its label, an optional hint, whether it is required. */
export interface BoundFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
}
