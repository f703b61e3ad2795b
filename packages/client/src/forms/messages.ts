import { createContext, createElement, useContext, type ReactNode } from 'react';

/** Turns a message as the schemas and the server word it (English) into what the form shows. */
export type TranslateFormMessage = (message: string) => string;

const shownAsWritten: TranslateFormMessage = (message) => message;
const FormMessagesContext = createContext<TranslateFormMessage>(shownAsWritten);

/**
 * The one place an app says how the kit shows validation and server messages (each app passes its own translator,
 * re-rendered when the language changes). Without it, messages show as written.
 */
export function FormMessagesProvider({ translate, children }: { translate: TranslateFormMessage; children?: ReactNode }) {
  return createElement(FormMessagesContext, { value: translate }, children);
}

/** The translator the nearest `FormMessagesProvider` supplies. */
export function useFormMessage(): TranslateFormMessage {
  return useContext(FormMessagesContext);
}
