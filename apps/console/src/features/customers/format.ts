export { day, formatPrice as money, when } from '@ott/client/format';

/** A code's name in the console's language: a country (FR → "France") or a language (fr → "French"). */
function displayName(code: string | null, language: string, type: 'region' | 'language') {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([language], { type }).of(code) ?? code;
  } catch {
    return code;
  }
}
export const countryName = (code: string | null, language: string) => displayName(code, language, 'region');
export const languageName = (code: string | null, language: string) => displayName(code, language, 'language');
