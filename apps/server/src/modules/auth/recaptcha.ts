import type { FastifyBaseLogger } from 'fastify';
import type { Channel } from '../channel/channel.types';
import { RecaptchaInvalid, RecaptchaRequired } from './auth.errors';

export interface RecaptchaConfig {
  secretKey: string | null;
  verifyUrl: string;
  /** reCAPTCHA v3 answers a score (1.0 human … 0.0 bot); below this the token is refused. v2 answers none. */
  minScore: number;
}

const VERIFY_TIMEOUT_MS = 5_000;

interface SiteverifyAnswer {
  success?: unknown;
  score?: unknown;
}

/** Checks a registration's reCAPTCHA token with the siteverify endpoint, server to server. */
export function createRecaptchaVerifier({ secretKey, verifyUrl, minScore }: RecaptchaConfig, log: FastifyBaseLogger) {
  return async function verifyRecaptcha(token: string | undefined, remoteIp: string): Promise<void> {
    if (!token) throw new RecaptchaRequired();
    if (!secretKey) {
      // The channel asks for reCAPTCHA but the server cannot check it: refuse rather than let robots in.
      log.error('reCAPTCHA is enabled for a channel but RECAPTCHA_SECRET_KEY is not set');
      throw new RecaptchaInvalid();
    }
    let answer: SiteverifyAnswer;
    try {
      const response = await fetch(verifyUrl, {
        method: 'POST',
        body: new URLSearchParams({ secret: secretKey, response: token, remoteip: remoteIp }),
        signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      });
      answer = (await response.json()) as SiteverifyAnswer;
    } catch (error) {
      log.warn({ err: error }, 'reCAPTCHA siteverify failed');
      throw new RecaptchaInvalid();
    }
    if (answer.success !== true || (typeof answer.score === 'number' && answer.score < minScore)) throw new RecaptchaInvalid();
  };
}
export type RecaptchaVerifier = ReturnType<typeof createRecaptchaVerifier>;

/** The public site key the registration form needs, when the channel asks for reCAPTCHA. */
export function recaptchaSiteKey(channel: Channel): string | null {
  return channel.settings.recaptcha?.enabled ? (channel.settings.recaptcha.site_key ?? null) : null;
}
