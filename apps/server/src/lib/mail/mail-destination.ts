import type { Config } from '../../config';

/** Where account mail (verification, password reset) ends up, as the start-up lines tell it. */
export function mailDestination(config: Pick<Config, 'mail' | 'nodeEnv'>, base: string): string {
  if (config.mail.smtpUrl) return `sent through SMTP (${new URL(config.mail.smtpUrl).host})`;
  if (config.nodeEnv === 'production') return 'not sent: set SMTP_URL';
  return `kept in the outbox, readable at ${base}/dev/mail`;
}
