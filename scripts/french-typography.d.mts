// Types of french-typography.mjs for its test.
export function frenchTypography(text: string): string;
export function frenchApostrophes(text: string): string;
export function frenchFiles(base?: string): string[];
export function jsonStrings(value: unknown, path?: string): { path: string; text: string }[];
