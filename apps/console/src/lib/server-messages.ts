import { FRENCH_SERVER_MESSAGES } from './server-messages.fr';

/**
 * The server speaks English (DESIGN §2); the console shows its messages in the operator's language. A message is
 * looked up in the table of its language (exactly, or by a pattern whose `{name}` parts take any value, carried into
 * the translation); an unknown message, or a language without a table, keeps the English text.
 */
type FieldErrors = Record<string, string[]>;

const TABLES: Record<string, Record<string, string>> = { fr: FRENCH_SERVER_MESSAGES };

interface Entry {
  pattern: RegExp;
  names: string[];
  translation: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLACEHOLDER = /\{(\w+)\}/g;

function compile(table: Record<string, string>): { exact: Map<string, string>; patterns: Entry[] } {
  const exact = new Map<string, string>();
  const patterns: Entry[] = [];
  for (const [english, translation] of Object.entries(table)) {
    const names = [...english.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
    if (names.length === 0) {
      exact.set(english, translation);
      continue;
    }
    const source = english
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
      .join('');
    patterns.push({ pattern: new RegExp(`^${source}$`), names, translation });
  }
  return { exact, patterns };
}

const compiled = new Map<string, ReturnType<typeof compile>>();

function tableFor(language: string) {
  const base = language.slice(0, 2).toLowerCase();
  const table = TABLES[base];
  if (!table) return undefined;
  let found = compiled.get(base);
  if (!found) compiled.set(base, (found = compile(table)));
  return found;
}

/** One server message in `language`; unknown messages come back as sent. */
export function translateServerMessage(message: string, language: string): string {
  const table = tableFor(language);
  if (!table) return message;
  const trimmed = message.trim().replace(/\.$/, '');
  const exact = table.exact.get(trimmed);
  if (exact !== undefined) return exact;
  for (const { pattern, names, translation } of table.patterns) {
    const match = pattern.exec(trimmed);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
    return translation.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
  }
  return message;
}

/** The envelope's per-field messages in `language`. */
export function translateFieldErrors(errors: FieldErrors, language: string): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, Array.isArray(messages) ? messages.map((text) => translateServerMessage(String(text), language)) : messages]),
  );
}
