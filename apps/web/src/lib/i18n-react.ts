import type { TFunction } from 'i18next';
import { useTranslation as useI18next } from 'react-i18next';
import { i18n } from './i18n';

/**
 * `t` for the active language, and a re-render when the language changes or strings arrive
 * (react-i18next, bound to the app's instance in lib/i18n.ts).
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const { t } = useI18next();
  return { t: t as TFunction, i18n };
}
