import { CHAT_MASK } from '@ott/contracts/chat-rules';

/** Characters a message keeps: no control characters (line breaks become spaces), no bidi overrides. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** The text as stored: trimmed, on one line, control characters gone. Emoji are kept. */
export function cleanText(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').replace(CONTROL, '').trim();
}

/** Length in characters as a viewer counts them: an emoji is one. */
export const charCount = (text: string): number => [...text].length;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each blocked word, matched whole and ignoring case, becomes ***. */
export function maskBlockedWords(text: string, words: readonly string[]): string {
  const usable = words.map((word) => word.trim()).filter(Boolean);
  if (usable.length === 0) return text;
  // Longest first, so a word containing another is masked whole.
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${usable.sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return text.replace(pattern, CHAT_MASK);
}

/** "Jordan T." from the profile; never the email. */
export function displayNameOf(profile: { first_name: string; last_name: string } | undefined): string {
  const first = profile?.first_name.trim() ?? '';
  const initial = [...(profile?.last_name.trim() ?? '')][0];
  if (!first) return initial ? `${initial.toUpperCase()}.` : 'Viewer';
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}
