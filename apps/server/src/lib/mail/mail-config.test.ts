import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { DEFAULT_MAIL_FROM } from './transport';

describe('mail configuration', () => {
  it('keeps mail in the outbox, from the documented sender, by default', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: null, from: DEFAULT_MAIL_FROM });
  });

  it.each(['smtp://user:pass@mail.example.com:587', 'smtps://mail.example.com:465', 'smtp://127.0.0.1:2525'])('accepts SMTP_URL %s', (url) => {
    expect(loadConfig({ SMTP_URL: url, MAIL_FROM: 'Varsity <no-reply@varsity.example>' }).mail).toEqual({
      smtpUrl: url,
      from: 'Varsity <no-reply@varsity.example>',
    });
  });

  it.each([
    ['SMTP_URL', 'http://mail.example.com'],
    ['SMTP_URL', 'mail.example.com:587'],
    ['MAIL_FROM', 'no address'],
    ['MAIL_FROM', 'a@b.c\r\nBcc: victim@example.com'],
  ])('refuses %s=%j, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
