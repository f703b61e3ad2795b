import type { TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

const currentLanguage = () => i18n.language;

/**
 * The React binding of i18next: `t` for the active language, and a re-render when it changes.
 * It stands in for react-i18next's hook of the same name, which would cost ~3 kB of the home
 * route's budget for features (Trans, Suspense loading) the shell does not use.
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return useMemo(() => ({ t: i18n.getFixedT(language), i18n }), [language]);
}
