import { describe, expect, it } from 'vitest';
import { type AccountMailKind, accountMail, type MailLanguage } from './account-mail';

const link = 'https://varsity.example/password-reset?email=jane%40example.com&code=abc_DEF-123';
const params = { channelName: 'Varsity Sports Network', firstName: 'Jane', link, expiresInMinutes: 60 };
const kinds: AccountMailKind[] = ['verify_email', 'password_reset', 'delete_account'];

describe('accountMail', () => {
  it.each([
    ['en', 'verify_email', 'Confirm your email address for Varsity Sports Network', 'Hello Jane,', 'Confirm my email address'],
    ['en', 'password_reset', 'Reset your Varsity Sports Network password', 'Hello Jane,', 'Choose a new password'],
    ['en', 'delete_account', 'Confirm the deletion of your Varsity Sports Network account', 'Hello Jane,', 'Delete my account'],
    ['fr', 'verify_email', 'Confirmez votre adresse courriel pour Varsity Sports Network', 'Bonjour Jane,', 'Confirmer mon adresse courriel'],
    ['fr', 'password_reset', 'Réinitialisez votre mot de passe Varsity Sports Network', 'Bonjour Jane,', 'Choisir un nouveau mot de passe'],
    ['fr', 'delete_account', 'Confirmez la suppression de votre compte Varsity Sports Network', 'Bonjour Jane,', 'Supprimer mon compte'],
  ] as const)('%s %s: subject, greeting, the link in text and HTML, the action label', (language, kind, subject, greeting, action) => {
    const mail = accountMail(kind, language, params);
    expect(mail.subject).toBe(subject);
    expect(mail.text.startsWith(`${greeting}\n`)).toBe(true);
    expect(mail.text.split('\n')).toContain(link);
    expect(mail.text).toContain('— Varsity Sports Network');
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    expect(mail.html).toContain(`>${action}</a>`);
  });

  it.each([
    ['en', 24 * 60, 'expires in 24 hours.'],
    ['en', 60, 'expires in 1 hour.'],
    ['en', 90, 'expires in 90 minutes.'],
    ['fr', 24 * 60, 'expire dans 24 heures.'],
    ['fr', 60, 'expire dans 1 heure.'],
    ['fr', 1, 'expire dans 1 minute.'],
  ] as const)('%s: %i minutes read "%s"', (language, expiresInMinutes, phrase) => {
    const mail = accountMail('verify_email', language, { ...params, expiresInMinutes });
    expect(mail.text).toContain(phrase);
    expect(mail.html).toContain(phrase);
  });

  it('writes French with its punctuation, not English', () => {
    const mail = accountMail('password_reset', 'fr', params);
    expect(mail.text).toContain('en ouvrant ce lien\u00a0:');
    expect(mail.text).not.toMatch(/\b(the|your|link)\b/i);
  });

  it.each(kinds.flatMap((kind) => (['en', 'fr'] as MailLanguage[]).map((language) => [kind, language] as const)))(
    '%s (%s) escapes names in the HTML and keeps the subject on one line',
    (kind, language) => {
      const mail = accountMail(kind, language, { ...params, channelName: 'Evil <b>Channel</b>\r\nBcc: x@y.z', firstName: '<script>alert(1)</script>' });
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<b>');
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.text).toContain('<script>alert(1)</script>');
    },
  );

  it('greets without a name when none is known', () => {
    expect(accountMail('verify_email', 'en', { ...params, firstName: '' }).text.startsWith('Hello,\n')).toBe(true);
    expect(accountMail('verify_email', 'fr', { ...params, firstName: ' ' }).text.startsWith('Bonjour,\n')).toBe(true);
  });
});
