import { initReactI18next } from 'react-i18next';
import { createI18n, initOptions, isLanguageOf, languageChoice, SERVER_NAMESPACE, switchLanguage } from '@ott/client/i18n';
import { englishServerMessages } from '@ott/client/messages/en';
import { frenchServerMessages } from '@ott/client/messages/fr';
import type { i18n as I18n } from 'i18next';
import en from '../locales/en.json';
import fr from '../locales/fr.json';

/**
 * The console's translations: the shell's strings (namespace `translation`) and each feature's, collected from
 * `features/<area>/locales/<lang>.json` under the namespace `<area>` (use `useTranslation('<area>')` in a feature), and
 * the server messages by code (namespace `server`, from the browser kit). The operator's choice is kept in the
 * browser; without one, the browser's language decides.
 */
export const LANGUAGES = ['en', 'fr'] as const;
export type ConsoleLanguage = (typeof LANGUAGES)[number];
const CHOICE = 'ott-console.language';

type Bundle = Record<string, unknown>;
const featureLocales = import.meta.glob<{ default: Bundle }>('../features/*/locales/*.json', { eager: true });

/** `{ en: { events: {...} }, fr: {...} }` from the features' locale files. */
export function featureResources(files: Record<string, { default: Bundle }> = featureLocales): Record<string, Record<string, Bundle>> {
  const resources: Record<string, Record<string, Bundle>> = {};
  for (const [path, module] of Object.entries(files)) {
    const match = /features\/([^/]+)\/locales\/([a-z]{2})\.json$/.exec(path);
    if (!match) continue;
    const [, area, language] = match as unknown as [string, string, string];
    (resources[language] ??= {})[area] = module.default;
  }
  return resources;
}

export function isConsoleLanguage(value: unknown): value is ConsoleLanguage {
  return isLanguageOf(LANGUAGES, value);
}

const choice = languageChoice(LANGUAGES, { read: () => localStorage.getItem(CHOICE), write: (language) => localStorage.setItem(CHOICE, language) });

/** The stored choice, else the first of the browser's languages the console speaks, else English. */
export function initialLanguage(): ConsoleLanguage {
  const stored = choice.stored();
  if (stored) return stored;
  const preferred = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const tag of preferred) {
    const base = tag?.slice(0, 2).toLowerCase();
    if (isConsoleLanguage(base)) return base;
  }
  return 'en';
}

export const i18n: I18n = createI18n(initReactI18next);

export function initI18n(language: ConsoleLanguage = initialLanguage()): I18n {
  if (!i18n.isInitialized) {
    const features = featureResources();
    void i18n.init(
      initOptions({
        lng: language,
        fallbackNS: 'translation',
        resources: {
          en: { translation: en, [SERVER_NAMESPACE]: englishServerMessages, ...features.en },
          fr: { translation: fr, [SERVER_NAMESPACE]: frenchServerMessages, ...features.fr },
        },
      }),
    );
  }
  document.documentElement.lang = i18n.language;
  return i18n;
}

/** Switches the language and remembers the choice. */
export async function chooseLanguage(language: ConsoleLanguage): Promise<void> {
  choice.remember(language);
  await switchLanguage(i18n, language);
}
