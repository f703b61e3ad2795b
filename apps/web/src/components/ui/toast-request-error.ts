import type { TFunction } from 'i18next';
import { isApiError } from '@ott/client/api-error';
import { codedText, errorText } from '@ott/client/messages/server-text';
import { showToast } from './toast-store';

const SOMETHING_WENT_WRONG = { code: 'SOMETHING_WENT_WRONG' };

/** A failed request as an error toast, in the active language (by the error's code). Throttling (429) already raised the global error; cancellations say nothing. */
export function toastRequestError(error: unknown, t: TFunction): void {
  if (isApiError(error) && (error.isCancelled || error.status === 429)) return;
  showToast(isApiError(error) ? errorText(t, error) : codedText(t, SOMETHING_WENT_WRONG, 'Something went wrong'), { type: 'error' });
}
