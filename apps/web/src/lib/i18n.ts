import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import { localStore } from './storage';

export const LANGUAGES = ['en', 'fr'] as const;
export type AppLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: AppLanguage = 'en';

const LANGUAGE_CHOICE = 'language';
/** Strings of the shell (header, footer, start-up screens) and strings of the screens behind lazy routes. */
const SHELL = 'translation';
const SCREENS = 'screens';
type Namespace = typeof SHELL | typeof SCREENS;
type Bundle = Promise<{ default: Record<string, unknown> }>;

// Only the English shell ships in the entry bundle; everything else loads when it is needed.
const loaders: Record<AppLanguage, Partial<Record<Namespace, () => Bundle>>> = {
  en: { [SCREENS]: () => import('../locales/en.screens.json') },
  fr: { [SHELL]: () => import('../locales/fr.json'), [SCREENS]: () => import('../locales/fr.screens.json') },
};

// Bound to React here, so any component (also one rendered outside the app's providers) translates with it.
export const i18n: I18n = i18next.createInstance().use(initReactI18next);
let screensNeeded = false;

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The visitor's explicit choice, if they made one. */
export function storedLanguageChoice(): AppLanguage | undefined {
  const stored = localStore.get<string>(LANGUAGE_CHOICE);
  return isAppLanguage(stored) ? stored : undefined;
}

/** Where the language of a channel that started successfully is kept, for a later start that fails. */
export const channelLanguageEntry = (channelKey: string) => `channel_language.${channelKey}`;

export function rememberChannelLanguage(channelKey: string, language: string | undefined): void {
  if (isAppLanguage(language)) localStore.set(channelLanguageEntry(channelKey), language);
}

/** The visitor's choice wins; otherwise the channel's language; otherwise English. */
export function resolveLanguage(channelLanguage?: string): AppLanguage {
  return storedLanguageChoice() ?? (isAppLanguage(channelLanguage) ? channelLanguage : DEFAULT_LANGUAGE);
}

export function activeLanguage(): AppLanguage {
  return isAppLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export async function initI18n(language: AppLanguage = DEFAULT_LANGUAGE): Promise<I18n> {
  if (!i18n.isInitialized) {
    await i18n.init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      ns: [SHELL, SCREENS],
      defaultNS: SHELL,
      fallbackNS: SCREENS,
      resources: { en: { [SHELL]: en } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
      // Strings load on demand, never suspending a screen: a screen re-renders when its strings or the language arrive.
      react: { useSuspense: false, bindI18n: 'languageChanged', bindI18nStore: 'added' },
    });
  }
  await applyLanguage(language);
  return i18n;
}

async function ensureLoaded(language: AppLanguage, namespace: Namespace): Promise<void> {
  const load = loaders[language][namespace];
  if (!load || i18n.hasResourceBundle(language, namespace)) return;
  const bundle = await load();
  i18n.addResourceBundle(language, namespace, bundle.default, true, true);
}

async function applyLanguage(language: AppLanguage): Promise<void> {
  await ensureLoaded(language, SHELL);
  if (screensNeeded) await Promise.all([ensureLoaded(language, SCREENS), ensureLoaded(DEFAULT_LANGUAGE, SCREENS)]);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** Loads the strings of the screens behind lazy routes (page texts, server messages) for the active language. */
export async function loadScreenStrings(): Promise<void> {
  screensNeeded = true;
  await Promise.all([ensureLoaded(activeLanguage(), SCREENS), ensureLoaded(DEFAULT_LANGUAGE, SCREENS)]);
}

/** The visitor picked a language: apply it and remember it across visits. */
export async function chooseLanguage(language: AppLanguage): Promise<void> {
  await applyLanguage(language);
  localStore.set(LANGUAGE_CHOICE, language);
}

/** Switch without recording a choice (the channel's default). */
export const setLanguage = applyLanguage;
