import type { ReactNode } from 'react';

interface SubmitButtonProps {
  pending: boolean;
  /** Said while the request runs, e.g. "Signing in…". */
  pendingLabel: string;
  children: ReactNode;
  className?: string;
}

/** The form's submit button: disabled and busy while the request runs, so a double click sends once. */
export function SubmitButton({ pending, pendingLabel, children, className = 'button button--primary' }: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={pending} aria-busy={pending || undefined}>
      {pending ? (
        <>
          <span className="button__spinner" aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
