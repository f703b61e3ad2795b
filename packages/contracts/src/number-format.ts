const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * One Intl.NumberFormat per language and options, kept: building one costs about half a millisecond on a phone, and a
 * paywall or a pass list formats each price two or three times.
 */
export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const id = `${language}|${JSON.stringify(options)}`;
  let format = numberFormats.get(id);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    numberFormats.set(id, format);
  }
  return format;
}
