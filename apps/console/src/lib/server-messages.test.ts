import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Messages } from '@ott/contracts/message-texts';
import { describe, expect, it } from 'vitest';
import { FRENCH_SERVER_MESSAGES } from './server-messages.fr';
import { translateFieldErrors, translateServerMessage } from './server-messages';

const ROOT = resolve(__dirname, '../../../..');

/** The sources whose English messages reach the console: the console API's modules, the errors, the admin contracts. */
function consoleApiSources(): string[] {
  const modules = ['operators', 'channel-transfer', 'channel', 'catalogue', 'prerolls', 'vod', 'custom-forms', 'events', 'media-library', 'passes', 'orders', 'customers'];
  const files: string[] = [
    'apps/server/src/lib/errors.ts',
    'apps/server/src/lib/error-mapping.ts',
    'apps/server/src/modules/events/events.criteria.ts',
    'packages/contracts/src/field-rules.ts',
    'packages/contracts/src/messages.ts',
  ];
  for (const module of modules) {
    const dir = `apps/server/src/modules/${module}`;
    for (const name of readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })) {
      if (!name.endsWith('.ts') || name.endsWith('.test.ts') || name.endsWith('.command.ts')) continue;
      // Viewer-only routes (`x.routes.ts`) are not the console's; their admin siblings and shared services are.
      if (/[a-z]\.routes\.ts$/.test(name) && !name.includes('admin')) continue;
      if (module === 'events' && !name.includes('admin')) continue;
      files.push(`${dir}/${name}`);
    }
  }
  // The admin contracts, the contracts they build on (`from './events'`), and the preroll contract the console uses.
  const contracts = new Set(['prerolls']);
  for (const name of readdirSync(join(ROOT, 'packages/contracts/src'))) {
    if (!name.startsWith('admin-') || !name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
    contracts.add(name.slice(0, -3));
    for (const match of readFileSync(join(ROOT, 'packages/contracts/src', name), 'utf8').matchAll(/from '\.\/([\w-]+)'/g)) contracts.add(match[1] as string);
  }
  for (const name of contracts) files.push(`packages/contracts/src/${name}.ts`);
  return [...new Set(files)];
}

/** Literals that are not messages: OpenAPI examples, the TOTP issuer, a start-up check. */
const NOT_MESSAGES = new Set(['Matrix channel', 'Matrix page', 'Contact us', 'Thank you', 'Empty channel', 'Streaming console', 'This console route declares no access']);

const LITERAL = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;
const DOC_TEXT = /\b(?:description|summary)\s*:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`)/g;

/**
 * Every sentence-like string literal of a source (route descriptions and comments left out), `${…}` made a sample
 * value, and every contracts message it names (`Messages.fieldRequired`), `{number}` made a sample number.
 */
function messagesIn(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '').replace(DOC_TEXT, '');
  const found: string[] = [];
  for (const match of code.matchAll(/\bMessages\.(\w+)/g)) {
    const text = (Messages as Record<string, string>)[match[1] ?? ''];
    if (text) found.push(text.replace('{number}', '7'));
  }
  for (const match of code.matchAll(LITERAL)) {
    const text = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\\(.)/g, '$1').replace(/\$\{[^}]*\}/g, '7');
    if (/^(7 )?[A-Z][a-z']*[ ,]/.test(text) || /^7 [a-z]+ [a-z]+/.test(text)) found.push(text);
  }
  return found;
}

describe('server messages in French', () => {
  it('translates an exact message, ignoring a final full stop', () => {
    expect(translateServerMessage('Not found in this channel', 'fr')).toBe('Introuvable dans cette chaîne');
    expect(translateServerMessage('Only an owner may add a hostname.', 'fr')).toBe("Seul un propriétaire peut ajouter un nom d'hôte");
    expect(translateServerMessage('This channel key is taken', 'fr-CA')).toBe('Cette clé de chaîne est déjà prise');
  });

  it('translates a message carrying values, keeping the values', () => {
    expect(translateServerMessage('The image is larger than 5 MB', 'fr')).toBe("L'image dépasse 5 Mo");
    expect(translateServerMessage('Field length must be less than 121', 'fr')).toBe('La longueur du champ doit être inférieure à 121');
    expect(translateServerMessage('Another page of this channel already uses the path /about', 'fr')).toBe(
      'Une autre page de cette chaîne utilise déjà le chemin /about',
    );
    expect(translateServerMessage('tv.example.com already belongs to another channel', 'fr')).toBe('tv.example.com appartient déjà à une autre chaîne');
    expect(translateServerMessage('Refers to no team "t-9"', 'fr')).toBe('Ne renvoie à aucun élément team « t-9 »');
  });

  it('translates the field errors of an envelope', () => {
    expect(translateFieldErrors({ name: ['Field is required'], url: ['The path /events is already a screen of the app; choose another path'] }, 'fr')).toEqual({
      name: ['Ce champ est obligatoire'],
      url: ["Le chemin /events est déjà un écran de l'application ; choisissez un autre chemin"],
    });
  });

  it('keeps English for English, and for a message it does not know', () => {
    expect(translateServerMessage('Not found in this channel', 'en')).toBe('Not found in this channel');
    expect(translateServerMessage('A brand new server message', 'fr')).toBe('A brand new server message');
    expect(translateFieldErrors({ name: ['Something nobody translated'] }, 'fr')).toEqual({ name: ['Something nobody translated'] });
  });

  it('has the same placeholders in each French text as in its English one', () => {
    for (const [english, french] of Object.entries(FRENCH_SERVER_MESSAGES)) {
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      expect(names(french), english).toEqual(names(english));
    }
  });

  it('has a French text for every English message the console API can send', () => {
    const sources = consoleApiSources();
    expect(sources.length).toBeGreaterThan(30);
    const messages = new Set<string>();
    for (const file of sources) for (const text of messagesIn(readFileSync(join(ROOT, file), 'utf8'))) messages.add(text);
    // The shared Zod error map words lengths by the field rules (`problemMessage(tooShort(…))`).
    messages.add(Messages.fieldTooShort.replace('{number}', '2'));
    messages.add(Messages.fieldTooLong.replace('{number}', '65'));
    const untranslated = [...messages].filter((text) => !NOT_MESSAGES.has(text) && translateServerMessage(text, 'fr') === text);
    expect(untranslated).toEqual([]);
    expect(messages.size).toBeGreaterThan(100);
  });
});
