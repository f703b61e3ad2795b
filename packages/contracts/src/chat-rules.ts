// The live chat's limits and error codes: no Zod here, so that a player page, whose chat panel only reads them, does
// not carry it (docs/decisions/0081-live-chat.md).

/** Longest message, in characters (an emoji counts as one). */
export const CHAT_MAX_CHARS = 500;
/** What a masked blocked word becomes. */
export const CHAT_MASK = '***';
/** Messages a new stream starts with when it resumes from nothing. */
export const CHAT_BACKLOG = 50;

/** Error codes the viewer app shows its own text for. */
export const CHAT_ERROR_CODES = {
  banned: 'CHAT_BANNED',
  timedOut: 'CHAT_TIMED_OUT',
  slowMode: 'CHAT_SLOW_MODE',
  followersOnly: 'CHAT_FOLLOWERS_ONLY',
  subscribersOnly: 'CHAT_SUBSCRIBERS_ONLY',
  notAllowed: 'CHAT_NOT_ALLOWED',
  closed: 'CHAT_CLOSED',
  tooLong: 'CHAT_TOO_LONG',
  loginRequired: 'CHAT_LOGIN_REQUIRED',
} as const;
