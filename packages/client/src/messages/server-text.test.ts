import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishServerMessages } from './en';
import { frenchServerMessages } from './fr';
import { codedText, errorText, fieldErrorTexts, messageText, SERVER_NAMESPACE, translateError } from './server-text';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'fr',
    fallbackLng: 'en',
    defaultNS: 'translation',
    resources: { en: { [SERVER_NAMESPACE]: englishServerMessages }, fr: { [SERVER_NAMESPACE]: frenchServerMessages }, de: {} },
    initAsync: false,
  });
});

const tooShort = {
  message: 'Field length must be greater than 2',
  messageCode: 'FIELD_TOO_SHORT',
  params: { number: 2 },
  errors: { name: ['Field length must be greater than 2'], note: ['A provider said no'] },
  errorCodes: { name: [{ code: 'FIELD_TOO_SHORT', params: { number: 2 } }] },
};

describe('server messages by code', () => {
  it('translates an error by its code and parameters', () => {
    expect(errorText(i18n.t, tooShort)).toBe('La longueur du champ doit être supérieure à 2');
  });

  it('translates field messages by their codes, and a text without codes by the code it is, else keeps its English', () => {
    expect(fieldErrorTexts(i18n.t, tooShort)).toEqual({ name: ['La longueur du champ doit être supérieure à 2'], note: ['A provider said no'] });
  });

  it('finds the code of a failure sent without codes (an older server)', () => {
    expect(errorText(i18n.t, { message: 'Not found in this channel', errors: { id: ['Field is required'] } })).toBe('Introuvable dans cette chaîne');
    expect(fieldErrorTexts(i18n.t, { errors: { id: ['Field is required'] } })).toEqual({ id: ['Ce champ est obligatoire'] });
  });

  it('falls back to the English text sent for a text the catalogue lacks or a code it does not know (a newer server)', () => {
    expect(errorText(i18n.t, { message: 'Something new', errors: {} })).toBe('Something new');
    expect(errorText(i18n.t, { message: 'Something newer', messageCode: 'BRAND_NEW_CODE', errors: {} })).toBe('Something newer');
  });

  it('uses English texts, display variants included, for a language without texts', async () => {
    await i18n.changeLanguage('de');
    expect(codedText(i18n.t, { code: 'EMAIL_ALREADY_EXISTS' }, 'Email already exists')).toBe('The email address you have entered is already registered');
    await i18n.changeLanguage('fr');
  });

  it('finds the code of an English text that came without one, ignoring a final full stop', () => {
    expect(messageText(i18n.t, 'Another page of this channel already uses the path /about')).toBe('Une autre page de cette chaîne utilise déjà le chemin /about');
    expect(messageText(i18n.t, 'Not found in this channel.')).toBe('Introuvable dans cette chaîne');
    expect(messageText(i18n.t, 'A brand new server message')).toBe('A brand new server message');
  });

  it('gives a translated copy of an error, of the same class', () => {
    class ApiError extends Error {
      constructor(
        message: string,
        readonly errors: Record<string, string[]>,
        readonly messageCode?: string,
        readonly errorCodes?: Record<string, Array<{ code: string }>>,
      ) {
        super(message);
      }
    }
    const error = new ApiError('Field is required', { name: ['Field is required'] }, 'FIELD_REQUIRED', { name: [{ code: 'FIELD_REQUIRED' }] });
    const translated = translateError(i18n.t, error);
    expect(translated).toBeInstanceOf(ApiError);
    expect(translated.message).toBe('Ce champ est obligatoire');
    expect(translated.errors).toEqual({ name: ['Ce champ est obligatoire'] });
    expect(error.message).toBe('Field is required');
  });
});
