import { FormMessagesProvider } from '@ott/client/forms/messages';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n-react';
import type * as ServerText from '@ott/client/messages/server-text';

// The message tables stay out of the home route, which has no form: they load with the other routes' screens.
let serverText: typeof ServerText | null = null;
const listeners = new Set<() => void>();

/** Loads the translator's message tables; `lazyView` waits for it before showing a screen that may hold a form. */
export async function loadFormMessages(): Promise<void> {
  if (serverText) return;
  serverText = await import('@ott/client/messages/server-text');
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The viewer's translator for the form kit: a message by its catalogue code, in the active language. */
export function FormMessages({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const messages = useSyncExternalStore(subscribe, () => serverText);
  return <FormMessagesProvider translate={(message) => (messages ? messages.messageText(t, message) : message)}>{children}</FormMessagesProvider>;
}
