import { describe, expect, it } from 'vitest';
import { AddSessionFields, LoginFields, ProfileFields, RegistrationFields } from './auth';
import { Messages } from './messages';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('registration fields', () => {
  it('words every missing field as spec §5 does', () => {
    expect(messagesOf(RegistrationFields.safeParse({}))).toMatchObject({
      first_name: Messages.firstNameRequired,
      last_name: Messages.lastNameRequired,
      email: Messages.emailRequired,
      password: Messages.fieldRequired,
      terms: Messages.termsRequired,
    });
  });

  it('rejects blank names, a bad email, a short password and unchecked terms with the spec messages', () => {
    const result = RegistrationFields.safeParse({ first_name: ' ', last_name: '', email: 'bad', password: 'short', password_confirmation: 'short', terms: false });
    expect(messagesOf(result)).toEqual({
      first_name: Messages.firstNameRequired,
      last_name: Messages.lastNameRequired,
      email: Messages.emailInvalid,
      password: Messages.passwordTooShort,
      terms: Messages.termsRequired,
    });
  });

  it('rejects a confirmation that differs from the password', () => {
    const result = RegistrationFields.safeParse({ first_name: 'A', last_name: 'B', email: 'a@b.co', password: 'longenough', password_confirmation: 'different', terms: true });
    expect(messagesOf(result)).toEqual({ password_confirmation: Messages.passwordMismatch });
  });

  it('trims the email and defaults the mailing opt-in', () => {
    const result = RegistrationFields.parse({ first_name: 'A', last_name: 'B', email: ' a@b.co ', password: 'longenough', password_confirmation: 'longenough', terms: true });
    expect(result).toMatchObject({ email: 'a@b.co', mailing_opt_in: false });
  });
});

describe('login identifier', () => {
  it.each(['jane@example.com', '1042+jane@example.com'])('accepts %s', (email) => {
    expect(LoginFields.safeParse({ email, password: 'x' }).success).toBe(true);
  });
  it.each(['jane', '1042+', '@example.com'])('rejects %s as not an email', (email) => {
    expect(messagesOf(LoginFields.safeParse({ email, password: 'x' }))).toEqual({ email: Messages.emailInvalid });
  });
});

describe('profile fields', () => {
  it('needs the confirmation to match a new password', () => {
    expect(messagesOf(ProfileFields.safeParse({ password: 'longenough', password_confirmation: 'nope' }))).toEqual({ password_confirmation: Messages.passwordMismatch });
    expect(ProfileFields.safeParse({ first_name: 'New' }).success).toBe(true);
  });
});

describe('device code', () => {
  it('normalises case and spaces', () => {
    expect(AddSessionFields.parse({ code: ' abcd-2345 ' })).toEqual({ code: 'ABCD-2345' });
  });
  it('rejects codes with look-alike characters', () => {
    expect(AddSessionFields.safeParse({ code: 'ABCD-1O00' }).success).toBe(false);
  });
});
