import { messageText, type ServerFailure, translateError } from '@ott/client/messages/server-text';
import { i18n } from './i18n';

/**
 * Server messages in the operator's language. The API client translates every failure by code (`translateApiError`);
 * a server text that comes without its code (a data field such as a video's failure reason, or the browser's own check
 * in the shared wording) is translated by `serverText`.
 */
export const translateApiError = <E extends ServerFailure>(error: E): E => translateError(i18n.t, error);

export const serverText = (english: string): string => messageText(i18n.t, english);

/**
 * A field's messages as one text: each a sentence of its own when there are several ("Field length must be less than 65.
 * Use letters, digits, dashes and underscores."), as they are when there is one.
 */
export function asSentences(messages: readonly string[]): string {
  if (messages.length < 2) return messages.join('');
  return messages.map(asSentence).join(' ');
}

/** A message as a sentence ending in its stop ("Your role does not allow this."), to stand before another. */
export const asSentence = (message: string): string => message.trim().replace(/[^.!?…]$/, '$&.');
