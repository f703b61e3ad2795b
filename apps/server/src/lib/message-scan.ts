import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Finds the English messages a source file can send, for the test that holds every one of them to a catalogue code.
 * A heuristic on purpose: every sentence-like string literal (comments and route descriptions left out), with
 * `${…}` made the sample value 7, and every contracts message it names by key.
 */
const LITERAL = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;
/** Route documentation: `description:`/`summary:` values, and the first argument of the route helpers `schema(…)`, `read(…)`. */
const DOC_TEXT = /(?:\b(?:description|summary)\s*:|\b(?:schema|read)\()\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`)/g;

export function messagesIn(source: string, named: Record<string, Record<string, string>>): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '').replace(DOC_TEXT, '');
  const found: string[] = [];
  for (const [object, texts] of Object.entries(named)) {
    for (const match of code.matchAll(new RegExp(`\\b${object}\\.(\\w+)`, 'g'))) {
      const text = texts[match[1] ?? ''];
      if (text) found.push(text.replace(/\{(\w+)\}/g, '7'));
    }
  }
  for (const match of code.matchAll(LITERAL)) {
    const text = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\\(.)/g, '$1').replace(/\$\{[^}]*\}/g, '7');
    if (/^(7 )?[A-Z][a-z']*[ ,]/.test(text) || /^7 [a-z]+ [a-z]+/.test(text)) found.push(text);
  }
  return found;
}

/** The `.ts` sources under `dir` (relative to `root`), tests and command-line tools left out. */
export function sourcesUnder(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.command.ts') && !name.endsWith('.d.ts'))
    .map((name) => `${dir}/${name}`);
}

export function readSource(root: string, file: string): string {
  return readFileSync(join(root, file), 'utf8');
}
