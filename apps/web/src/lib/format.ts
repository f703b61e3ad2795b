/** The viewer app's display rules for names (money and dates are `@ott/client/format`'s). */

/**
 * The word University, in English or French, with what only made sense beside it: a French article after
 * Université ("Université de Valmont" → "Valmont"; de, d', du, des, de la, de l'). Whole words only
 * ("universitaire" stays).
 */
const UNIVERSITY = /(?<![\p{L}\p{N}])(?:university|universit[ée](?:\s+(?:de\s+l|d)['’]|\s+(?:de\s+la|des|du|de)(?=\s))?)(?:(?<=['’])|(?![\p{L}\p{N}]))/giu;

/** Spec §9: team names are shown without the word University (Université in French): one rule wherever a team is named. */
export function teamDisplayName(name: string): string {
  const shortened = name
    .replace(UNIVERSITY, ' ')
    .replace(/\s{2,}/g, ' ')
    .replace(/^\s*of\s+/i, '')
    .trim();
  return shortened || name;
}
