import { ErrorMessages } from '@ott/contracts/error-messages';
import { Messages } from '@ott/contracts/message-texts';
import type { TFunction } from 'i18next';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * English messages the server sends (contracts `Messages` and `ErrorMessages`) → locale keys under
 * `messages.`. `{number}` marks a number the server fills in.
 */
const patterns = Object.entries({ ...Messages, ...ErrorMessages }).map(([key, english]) => ({
  key,
  pattern: new RegExp(`^${escapeRegExp(english).replace('\\{number\\}', '(\\d+)')}\\.?$`, 'i'),
}));

/** The locale key for a server message, with the number it carries, or undefined if unknown. */
export function messageKeyFor(message: string): { key: string; number?: number } | undefined {
  const trimmed = message.trim();
  for (const { key, pattern } of patterns) {
    const match = pattern.exec(trimmed);
    if (match) return match[1] === undefined ? { key } : { key, number: Number(match[1]) };
  }
  return undefined;
}

/** Shows a server message in the active language; unknown messages are shown as sent. */
export function translateServerMessage(t: TFunction, message: string): string {
  const found = messageKeyFor(message);
  if (!found) return message;
  return t(`messages.${found.key}`, found.number === undefined ? {} : { number: found.number });
}
