import { messageText } from '@ott/client/messages/server-text';
import type { TFunction } from 'i18next';

/** A clip message (the form's or the server's, in English) in the active language, by its catalogue code. */
export function clipMessage(t: TFunction, message: string): string {
  return messageText(t, message);
}
