import type { TFunction } from 'i18next';
import { messageText } from '@ott/client/messages/server-text';
import { CardMessages } from './card-input';

const byText = new Map<string, string>(Object.entries(CardMessages).map(([key, text]) => [text, key]));

/** A card or payment message (the form's, the sandbox's or Stripe's) in the active language; others as the server words them. */
export function paymentMessage(t: TFunction, message: string): string {
  const key = byText.get(message.trim());
  return key ? t(`payments.messages.${key}`) : messageText(t, message);
}
