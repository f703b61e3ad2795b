/** The i18n namespace of the server messages, by code. A module of its own, so the i18n set-up names it without loading any text. */
export const SERVER_NAMESPACE = 'server';
