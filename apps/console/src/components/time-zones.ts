import { z } from 'zod';

/**
 * The names ICU (Chromium, Node) still gives for zones IANA has renamed, with today's names. `Intl` lists a zone under
 * its CLDR id, which keeps the old spelling (Asia/Calcutta) long after IANA moved it to `backward` as a link.
 */
const RENAMED: Record<string, string> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** The zone `text` names (any case, any alias such as US/Eastern or Asia/Calcutta) under its current IANA name, or null. */
export function canonicalTimeZone(text: string): string | null {
  const typed = text.trim();
  if (!typed) return null;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: typed }).resolvedOptions().timeZone;
    const zone = RENAMED[resolved] ?? resolved;
    return listed().has(zone) ? zone : null;
  } catch {
    return null;
  }
}

let zones: Set<string> | undefined;
function listed(): Set<string> {
  zones ??= new Set(['UTC', ...Intl.supportedValuesOf('timeZone').map((zone) => RENAMED[zone] ?? zone)]);
  return zones;
}

/** Every current IANA zone (no link names), sorted, with `first` (the channel's zone) at the top when given. */
export function timeZoneNames(first?: string | null): string[] {
  const sorted = [...listed()].sort((a, b) => a.localeCompare(b, 'en'));
  const top = first ? canonicalTimeZone(first) : null;
  return top ? [top, ...sorted.filter((zone) => zone !== top)] : sorted;
}

/** A form's time zone: the text the operator typed, kept under its current IANA name; anything else is refused. */
export const TimeZoneInput = z
  .string({ error: 'Field is required' })
  .trim()
  .min(1, 'Field is required')
  .transform((text, context) => {
    const zone = canonicalTimeZone(text);
    if (zone) return zone;
    context.addIssue({ code: 'custom', message: 'Choose a time zone from the list' });
    return z.NEVER;
  });
