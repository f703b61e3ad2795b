import { z } from 'zod';

/**
 * Region codes Intl names that are not ISO 3166-1 countries: CLDR's exceptional reservations (Ascension, Clipperton,
 * Sark, Diego Garcia, Ceuta, Canaries, Tristan da Cunha), groupings (EU, Eurozone, UN, Outlying Oceania, World) and
 * pseudo-locales. Kosovo (XK), user-assigned but used by every geo database, stays.
 */
const NOT_COUNTRIES = new Set(['AC', 'CP', 'CQ', 'DG', 'EA', 'EU', 'EZ', 'IC', 'QO', 'TA', 'UN', 'XA', 'XB', 'ZZ']);

export interface Country {
  code: string;
  name: string;
}

const cache = new Map<string, Country[]>();

/** Every country or territory with an ISO 3166-1 alpha-2 code, named in `language` and sorted by name. */
export function countryChoices(language: string): Country[] {
  const known = cache.get(language);
  if (known) return known;
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  const countries: Country[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      // Codes ISO withdrew (DD, SU, YU, UK…) are aliases Intl names after today's country.
      if (NOT_COUNTRIES.has(code) || Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
      const name = names.of(code);
      if (name && name !== code) countries.push({ code, name });
    }
  }
  countries.sort((x, y) => x.name.localeCompare(y.name, language));
  cache.set(language, countries);
  return countries;
}

export const isCountryCode = (code: string): boolean => /^[A-Z]{2}$/.test(code) && countryChoices('en').some((country) => country.code === code);

/** The country's name in `language`, or null for a code that is not a country. */
export const countryNameOf = (code: string, language: string): string | null => countryChoices(language).find((country) => country.code === code)?.name ?? null;

const folded = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, "'")
    .trim()
    .toLowerCase();

/**
 * The code of the country `text` names: its code in any case (us → US), or its name in `language`, English or French
 * (any case, accents optional). Null when it names none; a text is never cut down to a code (United States is not UN).
 */
export function countryCodeOf(text: string, language: string): string | null {
  const typed = folded(text);
  if (!typed) return null;
  if (/^[a-z]{2}$/.test(typed) && isCountryCode(typed.toUpperCase())) return typed.toUpperCase();
  for (const lang of new Set([language, 'en', 'fr'])) {
    const found = countryChoices(lang).find((country) => folded(country.name) === typed);
    if (found) return found.code;
  }
  return null;
}

/** A form's country: an ISO 3166-1 alpha-2 code of the list (the picker writes what it cannot read as typed). */
export const CountryCodeInput = z
  .string({ error: 'Field is required' })
  .trim()
  .min(1, 'Field is required')
  .refine(isCountryCode, 'Choose a country from the list');
