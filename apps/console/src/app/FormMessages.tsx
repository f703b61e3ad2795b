import { FormMessagesProvider } from '@ott/client/forms/messages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../lib/server-text';

/** The console's translator for the form kit: a message by its catalogue code, in the console's language. */
export function FormMessages({ children }: { children: ReactNode }) {
  useTranslation(); // Re-renders the fields' messages when the language changes.
  return <FormMessagesProvider translate={serverText}>{children}</FormMessagesProvider>;
}
