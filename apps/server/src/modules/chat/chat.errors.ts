import { CHAT_ERROR_CODES, CHAT_MAX_CHARS } from '@ott/contracts/chat-rules';
import { AppError, message } from '../../lib/errors';

/** Refusals of the chat routes: each with its own code, so the viewer app says why in its language. */
export const chatBanned = () => new AppError(403, CHAT_ERROR_CODES.banned, message('CHAT_BANNED'));
export const chatTimedOut = (until: string) => new AppError(403, CHAT_ERROR_CODES.timedOut, message('CHAT_TIMED_OUT', { until }));
export const chatSlowMode = (seconds: number) => new AppError(429, CHAT_ERROR_CODES.slowMode, message('CHAT_SLOW_MODE', { seconds }));
export const chatFollowersOnly = () => new AppError(403, CHAT_ERROR_CODES.followersOnly, message('CHAT_FOLLOWERS_ONLY'));
export const chatSubscribersOnly = () => new AppError(403, CHAT_ERROR_CODES.subscribersOnly, message('CHAT_SUBSCRIBERS_ONLY'));
export const chatNotAllowed = () => new AppError(403, CHAT_ERROR_CODES.notAllowed, message('CHAT_NOT_ALLOWED'));
export const chatClosed = () => new AppError(409, CHAT_ERROR_CODES.closed, message('CHAT_CLOSED'));
export const chatTooLong = () => new AppError(400, CHAT_ERROR_CODES.tooLong, message('CHAT_TOO_LONG', { number: CHAT_MAX_CHARS }));
export const chatLoginRequired = () => new AppError(401, CHAT_ERROR_CODES.loginRequired, message('CHAT_LOGIN_REQUIRED'));
