import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { frenchServerMessages } from '../packages/client/src/messages/fr';
import { universitaire } from '../apps/server/src/db/seed/universitaire';
import { planEvents } from '../apps/server/src/db/seed/catalogue/plan-events';
import { STARTER_TEXTS } from '../apps/server/src/db/seed/starter-texts';
import { frenchApostrophes, frenchFiles, frenchTypography, jsonStrings } from './french-typography.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const NBSP = '\u00a0';

/** Every French string of the console, the viewer app and the server messages, with where it is. */
function frenchStrings() {
  return frenchFiles().flatMap((file) => {
    const name = relative(root, file);
    if (file.endsWith('.ts')) return Object.entries(frenchServerMessages).map(([code, text]) => ({ where: `${name} ${code}`, text }));
    return jsonStrings(JSON.parse(readFileSync(file, 'utf8'))).map(({ path, text }) => ({ where: `${name} ${path}`, text }));
  });
}

describe('French typography', () => {
  it('puts a non-breaking space before : ; ! ? and inside « »', () => {
    expect(frenchTypography('Vide : rien ; encore ? Oui ! « Soccer » enregistré')).toBe(`Vide${NBSP}: rien${NBSP}; encore${NBSP}? Oui${NBSP}! «${NBSP}Soccer${NBSP}» enregistré`);
    expect(frenchTypography('Attention!')).toBe(`Attention${NBSP}!`);
    expect(frenchTypography('(facultatif):')).toBe(`(facultatif)${NBSP}:`);
    expect(frenchTypography('«Soccer»')).toBe(`«${NBSP}Soccer${NBSP}»`);
    expect(frenchTypography('Vraiment\u202f?!')).toBe(`Vraiment${NBSP}?!`);
  });

  it('leaves addresses, times, ratios and query strings alone', () => {
    for (const text of ['https://example.test/a?b=1', 'rtmp://ingest.test:1935/live', 'à 20:00', 'format 16:9', '/buy?package_id=3', '{{count}} h:mm']) expect(frenchTypography(text)).toBe(text);
    expect(frenchTypography('Voir https://example.test : ici')).toBe(`Voir https://example.test${NBSP}: ici`);
  });

  it('holds in every French string of the console, the viewer app and the server messages (fix: node scripts/french-typography.mjs --fix)', () => {
    const strings = frenchStrings();
    expect(strings.length).toBeGreaterThan(1000);
    expect(strings.filter(({ text }) => frenchTypography(text) !== text).map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
  });

  it('writes the apostrophe between two letters as ’ in every French string of the console, the viewer app and the server messages (fix: node scripts/french-typography.mjs --fix)', () => {
    expect(frenchApostrophes("l'équipe, aujourd'hui, « 'citée' », 'a'")).toBe("l’équipe, aujourd’hui, « 'citée' », 'a'");
    expect(frenchStrings().filter(({ text }) => frenchApostrophes(text) !== text).map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
  });

  it('holds in the French demo channel (its texts, and the names and descriptions it gives its events) and the French starter texts of a new channel', () => {
    const seeded = [
      ...jsonStrings(universitaire).map(({ path, text }) => ({ where: `universitaire ${path}`, text })),
      ...planEvents(universitaire, new Date()).flatMap((event) => [{ where: 'universitaire event name', text: event.name }, { where: 'universitaire event description', text: event.description }]),
      ...jsonStrings(STARTER_TEXTS.fr).map(({ path, text }) => ({ where: `starter texts ${path}`, text })),
    ];
    expect(seeded.length).toBeGreaterThan(100);
    expect(seeded.filter(({ text }) => frenchTypography(text) !== text).map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
  });
});
