import { type MessageCode, ServerMessages } from './server-messages';

/**
 * Between a catalogue code and the English text the server sends. Free of runtime imports so the browser can use it
 * without pulling in Zod.
 */
export type MessageParams = Record<string, string | number>;
export interface MessageRef {
  code: MessageCode;
  params?: MessageParams;
}

const PLACEHOLDER = /\{(\w+)\}/g;

export function isMessageCode(code: unknown): code is MessageCode {
  return typeof code === 'string' && Object.hasOwn(ServerMessages, code);
}

/** Fills a template's `{name}` parts; a part without a value stays as written. */
export function fillMessage(template: string, params: MessageParams = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));
}

/** The English text of a catalogue message. */
export function messageText(code: MessageCode, params?: MessageParams): string {
  return fillMessage(ServerMessages[code], params);
}

interface Pattern {
  code: MessageCode;
  regExp: RegExp;
  names: string[];
  literalLength: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let exact: Map<string, MessageCode> | undefined;
let patterns: Pattern[] = [];

function compile(): Map<string, MessageCode> {
  const texts = new Map<string, MessageCode>();
  for (const [code, template] of Object.entries(ServerMessages) as [MessageCode, string][]) {
    const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
    if (names.length === 0) {
      if (!texts.has(template)) texts.set(template, code);
      continue;
    }
    const literal = template.replace(PLACEHOLDER, '');
    // A template that is nothing but a parameter ('{reason}') would match any text: only its sender names it.
    if (!/\w/.test(literal)) continue;
    const source = template
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
      .join('');
    patterns.push({ code, regExp: new RegExp(`^${source}$`), names, literalLength: literal.length });
  }
  // The most specific template first: 'Must be at most {number}' before a looser one could claim its text.
  patterns = patterns.sort((a, b) => b.literalLength - a.literalLength);
  return texts;
}

const asParam = (value: string): string | number => (/^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value);

/** Which catalogue message an English text is, with its parameters; undefined for a text the catalogue lacks. */
export function messageRefOf(text: string): MessageRef | undefined {
  exact ??= compile();
  const code = exact.get(text);
  if (code) return { code };
  for (const pattern of patterns) {
    const match = pattern.regExp.exec(text);
    if (!match) continue;
    return { code: pattern.code, params: Object.fromEntries(pattern.names.map((name, index) => [name, asParam(match[index + 1] ?? '')])) };
  }
  return undefined;
}
