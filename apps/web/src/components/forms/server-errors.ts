import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { showToast } from '../ui/toast-store';
import { isApiError } from '../../lib/api-error';
import { translateServerMessage } from '../../lib/server-messages';

const SOMETHING_WENT_WRONG = 'Something went wrong';

/** A failed request as an error toast, in the active language. Throttling (429) already raised the global error; cancellations say nothing. */
export function toastRequestError(error: unknown, t: TFunction): void {
  if (isApiError(error) && (error.isCancelled || error.status === 429)) return;
  showToast(translateServerMessage(t, isApiError(error) ? error.message : SOMETHING_WENT_WRONG), { type: 'error' });
}

/** A failed submit: the server's field errors go on the form's own fields (the first one focused), anything else is a toast. */
export function showSubmitError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[], t: TFunction): void {
  if (isApiError(error)) {
    const placed = fields.filter((field) => error.errors[field]?.[0]);
    placed.forEach((field, index) => setError(field, { type: 'server', message: error.errors[field]?.[0] }, { shouldFocus: index === 0 }));
    if (placed.length > 0) return;
  }
  toastRequestError(error, t);
}
