// French typography of the apps' French strings: a non-breaking space (U+00A0) before : ; ! ? and inside « ».
// `node scripts/french-typography.mjs` lists the strings that break the rule; `--fix` rewrites them in place.
// The tooling test french-typography.test.ts runs the same check, so a new French string written with a plain
// space (or none) before those marks fails CI; run this script with --fix after merging branches that add strings.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const NBSP = '\u00a0';
const MARKS = ':;!?';
const SPACES = ' \u202f\u2009\u00a0';
/** After a mark used as punctuation: the end, a space, a closing quote or bracket, an ellipsis, another mark. */
const AFTER_PUNCTUATION = /[\s»"”’)\]…:;!?.,]/;

/**
 * `text` with French spacing: U+00A0 before : ; ! ? used as punctuation (followed by a space, the end or a closing
 * sign, so https://, 20:00, 16:9 and ?code= are left alone; a mark right after another, as in ?!, takes none), and
 * U+00A0 after « and before ».
 */
export function frenchTypography(text) {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    const next = text[i + 1];
    if (MARKS.includes(char) && i > 0 && (next === undefined || AFTER_PUNCTUATION.test(next))) {
      const before = out.at(-1);
      if (before !== undefined && !MARKS.includes(before) && before !== '\n') {
        if (SPACES.includes(before)) out = out.slice(0, -1).replace(/[ \u202f\u2009\u00a0]+$/, '');
        out += NBSP;
      }
      out += char;
    } else if (char === '«') {
      out += '«' + NBSP;
      while (text[i + 1] !== undefined && SPACES.includes(text[i + 1])) i++;
    } else if (char === '»') {
      out = out.replace(/[ \u202f\u2009\u00a0]+$/, '') + NBSP + '»';
    } else {
      out += char;
    }
  }
  return out;
}

/**
 * `text` with the typographic apostrophe (’) where a straight one stands between two letters (l'équipe → l’équipe), as
 * most of the apps' French strings have it: the two side by side on one screen read as a slip.
 */
export function frenchApostrophes(text) {
  return text.replace(/(?<=\p{L})'(?=\p{L})/gu, '’');
}

/** What the apps' own French strings are held to: the spacing, and the apostrophe. */
const frenchString = (text) => frenchApostrophes(frenchTypography(text));

const root = fileURLToPath(new URL('..', import.meta.url));

function filesUnder(directory, test) {
  const found = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(directory, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(path, test));
    else if (test(path)) found.push(path);
  }
  return found;
}

/** Every file of French strings: the console's and the viewer app's fr*.json, and the server messages in French. */
export function frenchFiles(base = root) {
  const json = (path) => /[\\/]locales[\\/]fr[^\\/]*\.json$/.test(path);
  return [...filesUnder(join(base, 'apps/console/src'), json), ...filesUnder(join(base, 'apps/web/src'), json), join(base, 'packages/client/src/messages/fr.ts')];
}

/** Every string value of a JSON document, with where it is. */
export function jsonStrings(value, path = '') {
  if (typeof value === 'string') return [{ path, text: value }];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => jsonStrings(inner, path ? `${path}.${key}` : key));
  return [];
}

/** A JSON file with its string values (not its keys) respaced, the layout kept as written. */
function fixJson(source) {
  return source.replace(/"((?:[^"\\]|\\.)*)"(\s*:)?/g, (token, body, colon) => (colon ? token : `"${frenchString(body)}"`));
}

/** The French messages module: each `CODE: 'text',` line's text respaced. */
function fixMessages(source) {
  return source.replace(/^(\s*[A-Z0-9_]+:\s*)(['"])((?:(?!\2)[^\\]|\\.)*)\2/gm, (_line, head, quote, body) => `${head}${quote}${frenchString(body)}${quote}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const fix = process.argv.includes('--fix');
  let count = 0;
  for (const file of frenchFiles()) {
    const source = readFileSync(file, 'utf8');
    const fixed = file.endsWith('.json') ? fixJson(source) : fixMessages(source);
    if (fixed === source) continue;
    const changed = fixed.split('\n').filter((line, index) => line !== source.split('\n')[index]).length;
    count += changed;
    console.log(`${relative(root, file)}: ${changed} line(s)${fix ? ' fixed' : ' to fix'}`);
    if (fix) writeFileSync(file, fixed);
  }
  console.log(count === 0 ? 'French typography: all good.' : `${count} line(s) ${fix ? 'fixed' : 'to fix (run with --fix)'}.`);
  if (count > 0 && !fix) process.exitCode = 1;
}
