import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** What both apps' `ApiError` carry: the server's message and its errors by field name. */
interface ServerError {
  message: string;
  errors: Record<string, string[]>;
}

function isServerError(error: unknown): error is ServerError {
  if (!(error instanceof Error)) return false;
  const { errors } = error as Error & { errors?: unknown };
  return typeof errors === 'object' && errors !== null;
}

interface ApplyOptions {
  /** Takes an error that put nothing on the form's fields, instead of the form's root error (the viewer's toast). */
  onFormError?: (error: unknown) => void;
}

/**
 * Puts the server's field errors on the form's rendered fields of those names (the first one focused). The rest goes to the
 * form's `root.server` error, shown by `<FormError />`: errors naming fields the form does not have, or the error's
 * message when it names none. Returns false for an error that is not the server's and that no `onFormError` took.
 */
export function applyServerErrors<T extends FieldValues, TOut extends FieldValues = T>(
  form: UseFormReturn<T, unknown, TOut>,
  error: unknown,
  { onFormError }: ApplyOptions = {},
): boolean {
  if (!isServerError(error)) {
    onFormError?.(error);
    return onFormError !== undefined;
  }
  // The names of the fields the form renders (its fields register themselves); a value it holds but does not show is no place for a message.
  const ownFields = form.control._names.mount;
  const named = Object.entries(error.errors).filter(([, messages]) => messages.length > 0);
  const placed = named.filter(([name]) => ownFields.has(name));
  placed.forEach(([name, messages], index) => form.setError(name as Path<T>, { type: 'server', message: messages.join(' ') }, { shouldFocus: index === 0 }));
  if (placed.length === 0 && onFormError) {
    onFormError(error);
    return true;
  }
  const unplaced = named.filter((entry) => !placed.includes(entry)).flatMap(([, messages]) => messages);
  const rest = unplaced.length > 0 ? unplaced.join(' ') : placed.length === 0 ? error.message : null;
  if (rest) form.setError('root.server', { type: 'server', message: rest });
  return true;
}
