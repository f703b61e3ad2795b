import type { GeoRuleMode } from '@ott/contracts';

export interface GeoRule {
  mode: GeoRuleMode;
  countries: readonly string[];
}

/**
 * A block list blocks the countries it names; an allow list blocks every other country.
 * A viewer whose country is unknown (private or unlisted address) is never blocked.
 */
export function isBlockedBy(rule: GeoRule | null, countryCode: string | null): boolean {
  if (!rule || countryCode === null) return false;
  const listed = rule.countries.includes(countryCode);
  return rule.mode === 'block' ? listed : !listed;
}

/** Reads a stored rule; a damaged one counts as no rule. */
export function toGeoRule(mode: string | null | undefined, countries: string | null | undefined): GeoRule | null {
  if ((mode !== 'block' && mode !== 'allow') || !countries) return null;
  try {
    const list = JSON.parse(countries) as unknown;
    if (!Array.isArray(list)) return null;
    return { mode, countries: list.filter((code): code is string => typeof code === 'string').map((code) => code.toUpperCase()) };
  } catch {
    return null;
  }
}

const COUNTRY_CODE = /^[A-Z]{2}$/;

/** A country code from a trusted proxy header (e.g. `CF-IPCountry: gb`); XX, T1 and other non-countries are unknown. */
export function countryFromHeader(value: string | string[] | undefined): string | null {
  const text = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  if (!text || !COUNTRY_CODE.test(text) || text === 'XX' || text === 'ZZ' || text === 'T1') return null;
  return text;
}

const names = new Map<string, Intl.DisplayNames>();

/** The country's name in the given language, e.g. GB → "United Kingdom" / "Royaume-Uni". */
export function countryName(code: string, language: string): string {
  let display = names.get(language);
  if (!display) {
    display = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    names.set(language, display);
  }
  return display.of(code) ?? code;
}
