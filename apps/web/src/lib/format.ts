/** Price and currency display in the active language (spec §9: USD and CAD, shown as $). */
export function formatPrice(minorUnits: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(minorUnits / 100);
}

export function currencySymbol(currency: string, language: string): string {
  const parts = new Intl.NumberFormat(language, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/** Spec §9: team names are shown without the word "University". */
export function teamDisplayName(name: string): string {
  const shortened = name
    .replace(/\bUniversity\b/gi, '')
    .replace(/\s{2,}/g, ' ')
    .replace(/^\s*of\s+/i, '')
    .trim();
  return shortened || name;
}
