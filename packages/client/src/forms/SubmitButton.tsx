import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';

interface SubmitButtonProps {
  /** Whether the request runs; by default, whether the enclosing form is submitting. */
  pending?: boolean;
  /** Said while the request runs, e.g. "Signing in…". */
  pendingLabel: string;
  children: ReactNode;
  className?: string;
}

/** The form's submit button: disabled and busy while the request runs, so a double click sends once. */
export function SubmitButton({ pending, pendingLabel, children, className = 'button button--primary' }: SubmitButtonProps) {
  // Null outside a form's context (a form kept in plain state passes `pending`).
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  const busy = pending ?? form?.formState.isSubmitting ?? false;
  return (
    <button type="submit" className={className} disabled={busy} aria-busy={busy || undefined}>
      {busy ? (
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
