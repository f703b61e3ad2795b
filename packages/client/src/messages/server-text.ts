import { fillMessage, type MessageParams, messageRefOf } from '@ott/contracts/message-codes';
import { SERVER_NAMESPACE } from './namespace';

/**
 * Server messages in the reader's language, by their catalogue code (contracts server-messages.ts) and parameters,
 * looked up in the i18n namespace `server` (messages/en.ts, messages/fr.ts). A message that comes without its code (an
 * older server, a text in a response's data) has its code found from its English text; a message with a code this
 * browser does not know (a newer server), or a text the catalogue lacks, is shown in the English the server sent.
 */
export { SERVER_NAMESPACE };

export interface CodedMessage {
  code: string;
  params?: MessageParams;
}

/** What an error needs for its translation: the API error's English texts and the codes beside them. */
export interface ServerFailure {
  message: string;
  messageCode?: string | undefined;
  params?: MessageParams | undefined;
  errors: Record<string, string[]>;
  errorCodes?: Record<string, CodedMessage[]> | undefined;
}

/** The part of i18next's `t` used here, so any app's `t` (bound to any namespace) will do. */
export type Translate = (key: string, options: { ns: string; defaultValue: string }) => string;

const MISSING = '\u0000';

/** A message by code in the active language, or `english` when there is no code or no text for it. */
export function codedText(t: Translate, coded: CodedMessage | undefined, english: string): string {
  if (!coded) return english;
  const template = t(coded.code, { ns: SERVER_NAMESPACE, defaultValue: MISSING });
  return template === MISSING ? english : fillMessage(template, coded.params);
}

/** The code of an English text that came without one, ignoring a final full stop. */
function codeOfText(english: string): CodedMessage | undefined {
  const trimmed = english.trim();
  return messageRefOf(trimmed) ?? messageRefOf(trimmed.replace(/\.$/, ''));
}

/** The error's message in the active language. */
export function errorText(t: Translate, error: ServerFailure): string {
  return codedText(t, error.messageCode ? { code: error.messageCode, params: error.params } : codeOfText(error.message), error.message);
}

/** The error's field messages in the active language. */
export function fieldErrorTexts(t: Translate, error: Pick<ServerFailure, 'errors' | 'errorCodes'>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(error.errors).map(([field, messages]) => {
      const codes = error.errorCodes?.[field];
      return [field, messages.map((english, index) => codedText(t, codes ? codes[index] : codeOfText(english), english))];
    }),
  );
}

/** The error with its message and field messages in the active language (the console shows them so). */
export function translateError<E extends ServerFailure>(t: Translate, error: E): E {
  const translated = Object.create(Object.getPrototypeOf(error) as object) as E;
  return Object.assign(translated, error, { message: errorText(t, error), errors: fieldErrorTexts(t, error) });
}

/**
 * An English text that comes without its code, in the active language: a message in a response's data (a video's
 * failure reason), or the browser's own check worded by the shared rules (contracts messages.ts). Its code is found
 * from the text; a text the catalogue lacks is shown as it is.
 */
export function messageText(t: Translate, english: string): string {
  return codedText(t, codeOfText(english), english);
}
