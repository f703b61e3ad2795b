import type { Generated } from 'kysely';

/**
 * Column conventions shared by both dialects: integer ids, booleans as 0/1 integers,
 * JSON as text, timestamps as ISO 8601 UTC text (which sorts chronologically).
 */
export type Id = Generated<number>;
export type Flag = number;
export type JsonText = string;
export type IsoTime = string;
