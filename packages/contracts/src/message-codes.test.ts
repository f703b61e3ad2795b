import { describe, expect, it } from 'vitest';
import { ErrorMessages } from './error-messages';
import { fillMessage, isMessageCode, messageRefOf, messageText } from './message-codes';
import { Messages } from './message-texts';
import { ServerMessages } from './server-messages';

describe('server messages by code', () => {
  it('keeps the spec wording under its codes', () => {
    expect(ServerMessages.EMAIL_ALREADY_EXISTS).toBe('Email already exists');
    expect(ServerMessages.FIELD_TOO_SHORT).toBe('Field length must be greater than {number}');
    expect(Messages.fieldRequired).toBe(ServerMessages.FIELD_REQUIRED);
    expect(ErrorMessages.wrongPromoCode).toBe(ServerMessages.WRONG_PROMO_CODE);
  });

  it('gives every text one code, and every code an upper snake name', () => {
    const texts = Object.values(ServerMessages);
    expect(new Set(texts).size).toBe(texts.length);
    for (const code of Object.keys(ServerMessages)) expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });

  it('finds the code of every text the catalogue holds, with sample parameters filled in', () => {
    for (const [code, template] of Object.entries(ServerMessages)) {
      if (template === '{reason}') continue;
      const params = Object.fromEntries([...template.matchAll(/\{(\w+)\}/g)].map((match, index) => [match[1], `v${index}`]));
      expect(messageRefOf(fillMessage(template, params)), template).toEqual(Object.keys(params).length ? { code, params } : { code });
    }
  });

  it('reads numbers back as numbers', () => {
    expect(messageRefOf('Field length must be greater than 7')).toEqual({ code: 'FIELD_TOO_SHORT', params: { number: 7 } });
    expect(messageRefOf('Another page of this channel already uses the path /about')).toEqual({ code: 'ANOTHER_PAGE_CHANNEL_ALREADY_USES', params: { url: '/about' } });
  });

  it('knows no code for a text outside the catalogue, nor for a bare parameter', () => {
    expect(messageRefOf('A brand new server message')).toBeUndefined();
    expect(messageRefOf('Method Not Allowed')).toBeUndefined();
  });

  it('fills parameters, leaving a missing one as written', () => {
    expect(messageText('FIELD_TOO_LONG', { number: 121 })).toBe('Field length must be less than 121');
    expect(fillMessage('Refers to no {what} "{ref}"', { what: 'team' })).toBe('Refers to no team "{ref}"');
    expect(isMessageCode('FIELD_REQUIRED')).toBe(true);
    expect(isMessageCode('NOPE')).toBe(false);
  });
});
