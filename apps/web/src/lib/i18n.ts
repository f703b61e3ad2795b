import { addLoadedBundle, createI18n, initOptions, isLanguageOf, languageChoice, loadServerMessages, SERVER_NAMESPACE, switchLanguage } from '@ott/client/i18n';
import type { i18n as I18n } from 'i18next';
import en from '../locales/en.json';
import { localStore } from './storage';

export const LANGUAGES = ['en', 'fr'] as const;
export type AppLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: AppLanguage = 'en';

/** Strings of the shell (header, footer, start-up screens) and strings of the screens behind lazy routes. */
const SHELL = 'translation';
const SCREENS = 'screens';
type Namespace = typeof SHELL | typeof SCREENS;
type Bundle = Promise<{ default: Record<string, unknown> }>;

// Only the English shell ships in the entry bundle; everything else (the server messages too) loads when it is needed.
const loaders: Record<AppLanguage, Partial<Record<Namespace, () => Bundle>>> = {
  en: { [SCREENS]: () => import('../locales/en.screens.json') },
  fr: { [SHELL]: () => import('../locales/fr.json'), [SCREENS]: () => import('../locales/fr.screens.json') },
};

export const i18n: I18n = createI18n();
let screensNeeded = false;

const choice = languageChoice(LANGUAGES, { read: () => localStore.get<string>('language'), write: (language) => localStore.set('language', language) });

export function isAppLanguage(value: unknown): value is AppLanguage {
  return isLanguageOf(LANGUAGES, value);
}

/** The visitor's explicit choice, if they made one. */
export const storedLanguageChoice = (): AppLanguage | undefined => choice.stored();

/** Where the language of a channel that started successfully is kept, for a later start that fails. */
export const channelLanguageEntry = (channelKey: string) => `channel_language.${channelKey}`;

export function rememberChannelLanguage(channelKey: string, language: string | undefined): void {
  if (isAppLanguage(language)) localStore.set(channelLanguageEntry(channelKey), language);
}

/** The languages a channel lets viewers choose between (settings `languages`; absent: all of the app's). */
export function offeredLanguages(channelLanguages?: readonly string[]): AppLanguage[] {
  const offered = (channelLanguages ?? []).filter(isAppLanguage);
  return offered.length > 0 ? offered : [...LANGUAGES];
}

/** The visitor's choice wins where the channel offers it; otherwise the channel's language; otherwise English (or the channel's one language). */
export function resolveLanguage(channelLanguage?: string, channelLanguages?: readonly string[]): AppLanguage {
  const offered = offeredLanguages(channelLanguages);
  const stored = storedLanguageChoice();
  if (stored && offered.includes(stored)) return stored;
  if (isAppLanguage(channelLanguage) && offered.includes(channelLanguage)) return channelLanguage;
  return offered.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : offered[0]!;
}

export function activeLanguage(): AppLanguage {
  return isAppLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export async function initI18n(language: AppLanguage = DEFAULT_LANGUAGE): Promise<I18n> {
  if (!i18n.isInitialized) {
    await i18n.init(
      initOptions({
        lng: DEFAULT_LANGUAGE,
        ns: [SHELL, SCREENS, SERVER_NAMESPACE],
        defaultNS: SHELL,
        fallbackNS: SCREENS,
        resources: { en: { [SHELL]: en } },
        partialBundledLanguages: true,
      }),
    );
  }
  await applyLanguage(language);
  return i18n;
}

async function ensureLoaded(language: AppLanguage, namespace: Namespace): Promise<void> {
  const load = loaders[language][namespace];
  if (!load || i18n.hasResourceBundle(language, namespace)) return;
  const bundle = await load();
  addLoadedBundle(i18n, language, namespace, bundle.default);
}

/** The screens' strings and the server messages (which only screens show) of one language. */
async function ensureScreenStrings(language: AppLanguage): Promise<void> {
  await Promise.all([ensureLoaded(language, SCREENS), loadServerMessages(i18n, language)]);
}

async function applyLanguage(language: AppLanguage): Promise<void> {
  await ensureLoaded(language, SHELL);
  if (screensNeeded) await Promise.all([ensureScreenStrings(language), ensureScreenStrings(DEFAULT_LANGUAGE)]);
  await switchLanguage(i18n, language);
}

/** Loads the strings of the screens behind lazy routes (page texts, server messages) for the active language. */
export async function loadScreenStrings(): Promise<void> {
  screensNeeded = true;
  await Promise.all([ensureScreenStrings(activeLanguage()), ensureScreenStrings(DEFAULT_LANGUAGE)]);
}

/**
 * Looks one string up in a task of its own: the first lookup runs i18next's lookup code for the first time (15–20 ms at
 * 4× CPU on a phone profile, most of it the engine compiling that code), which otherwise lengthened the first render's
 * task, the longest of the start. For start-up, while it waits on the network once the strings are in.
 */
export function warmTranslationLookup(schedule: (task: () => void) => void = (task) => setTimeout(task)): void {
  schedule(() => void i18n.t('app.skipToContent'));
}

/** The visitor picked a language: apply it and remember it across visits. */
export async function chooseLanguage(language: AppLanguage): Promise<void> {
  await applyLanguage(language);
  choice.remember(language);
}

/** Switch without recording a choice (the channel's default). */
export const setLanguage = applyLanguage;
