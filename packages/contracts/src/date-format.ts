/**
 * French writes the first of a month as an ordinal: "1er décembre", "mar. 1er déc." (Intl writes "1 décembre"). Only
 * beside a month in words: "01/12/2026" stays as it is.
 */
class FrenchDateTimeFormat extends Intl.DateTimeFormat {
  override format(date?: Date | number): string {
    const parts = this.formatToParts(date);
    const monthInWords = parts.some((part) => part.type === 'month' && !/^\d+$/.test(part.value));
    return parts.map((part) => (monthInWords && part.type === 'day' && part.value === '1' ? '1er' : part.value)).join('');
  }
}

/** An Intl.DateTimeFormat that writes dates as the language does, where Intl does not (French ordinals). */
export function localDateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return language.startsWith('fr') ? new FrenchDateTimeFormat(language, options) : new Intl.DateTimeFormat(language, options);
}
