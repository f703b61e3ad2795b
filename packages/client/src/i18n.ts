import i18next, { type i18n as I18n, type InitOptions, type ThirdPartyModule } from 'i18next';
import { SERVER_NAMESPACE } from './messages/namespace';

/**
 * The i18n set-up both browser apps share: one i18next instance bound to React, the same init options, the server
 * messages' namespace (`server`, by code) loaded on demand, language switching that also sets `<html lang>`, and the
 * visitor's stored choice. Each app adds what is its own (the viewer's lazy screens and channel language, the
 * console's feature locale files and browser language).
 */
export { SERVER_NAMESPACE };
export const FALLBACK_LANGUAGE = 'en';

/**
 * A new instance, bound to React by the plugin an app passes (the console's react-i18next), so any component, also one
 * outside the app's providers, translates with it. The viewer passes none: its own hook (lib/i18n-react.ts) follows
 * i18next's events, and react-i18next stays off its landing page.
 */
export function createI18n(reactBinding?: ThirdPartyModule): I18n {
  const instance = i18next.createInstance();
  return reactBinding ? instance.use(reactBinding) : instance;
}

/** The options both apps start with; `options` adds resources and namespaces, and may override any of them. */
export function initOptions(options: InitOptions): InitOptions {
  return {
    fallbackLng: FALLBACK_LANGUAGE,
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    // Strings may load on demand, never suspending a screen: a screen re-renders when its strings or the language arrive.
    react: { useSuspense: false, bindI18n: 'languageChanged', bindI18nStore: 'added' },
    ...options,
  };
}

type Bundle = Record<string, string>;
const serverMessages: Record<string, () => Promise<Bundle>> = {
  en: () => import('./messages/en').then((module) => module.englishServerMessages),
  fr: () => import('./messages/fr').then((module) => module.frenchServerMessages),
};

/**
 * Adds the strings of a namespace loaded whole (a chunk of its own), which the instance does not hold yet, as they are:
 * i18next's default copies them through JSON and merges them key by key into the empty namespace, about 25 ms of a
 * profile's samples per load of a paywall on the 2-core machine, in the middle of the page's start. The bundle is the
 * chunk's own object: nothing else writes to it.
 */
export function addLoadedBundle(i18n: I18n, language: string, namespace: string, bundle: Record<string, unknown>): void {
  i18n.addResourceBundle(language, namespace, bundle, false, true, { silent: false, skipCopy: true });
}

/** Loads the server messages of `language` (each in a chunk of its own) unless they are there. */
export async function loadServerMessages(i18n: I18n, language: string): Promise<void> {
  const load = serverMessages[language];
  if (!load || i18n.hasResourceBundle(language, SERVER_NAMESPACE)) return;
  addLoadedBundle(i18n, language, SERVER_NAMESPACE, await load());
}

/**
 * Switches the language and tells the page (`<html lang>`, read by screen readers and the browser's spell checker).
 * On the server (the landing page's first screen), the page is written with its language instead.
 */
export async function switchLanguage(i18n: I18n, language: string): Promise<void> {
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export function isLanguageOf<L extends string>(languages: readonly L[], value: unknown): value is L {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Where an app keeps the visitor's choice; either call may throw (private mode), and then the choice lasts the page. */
export interface ChoiceStorage {
  read(): unknown;
  write(language: string): void;
}

/** The visitor's stored language choice, kept only when the app speaks that language. */
export function languageChoice<L extends string>(languages: readonly L[], storage: ChoiceStorage) {
  return {
    stored(): L | undefined {
      try {
        const value = storage.read();
        return isLanguageOf(languages, value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
    remember(language: L): void {
      try {
        storage.write(language);
      } catch {
        // Private mode: the choice lasts for this page.
      }
    },
  };
}
