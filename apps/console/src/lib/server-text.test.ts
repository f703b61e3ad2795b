import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseLanguage, initI18n } from './i18n';
import { asSentences, serverText, translateApiError } from './server-text';

describe('server messages in the console', () => {
  beforeEach(async () => {
    initI18n('fr');
    await chooseLanguage('fr');
  });
  afterEach(async () => {
    await chooseLanguage('en');
    localStorage.clear();
  });

  it('translates a failure by its codes, keeping the values it carries', () => {
    const failure = {
      status: 400,
      message: 'Another page of this channel already uses the path /about',
      messageCode: 'ANOTHER_PAGE_CHANNEL_ALREADY_USES',
      params: { url: '/about' },
      errors: { url: ['Another page of this channel already uses the path /about'], name: ['Field length must be less than 121'] },
      errorCodes: { url: [{ code: 'ANOTHER_PAGE_CHANNEL_ALREADY_USES', params: { url: '/about' } }], name: [{ code: 'FIELD_TOO_LONG', params: { number: 121 } }] },
    };
    expect(translateApiError(failure)).toMatchObject({
      status: 400,
      message: 'Une autre page de cette chaîne utilise déjà le chemin /about',
      errors: { url: ['Une autre page de cette chaîne utilise déjà le chemin /about'], name: ['La longueur du champ doit être inférieure à 121'] },
    });
  });

  it('translates a text that came without its code (a video failure reason), and keeps one it does not know', () => {
    expect(serverText('Transcoding failed')).toBe('Le transcodage a échoué');
    expect(serverText('Refers to no team "t-9"')).toBe('Ne renvoie à aucun élément team «\u00a0t-9\u00a0»');
    expect(serverText('Something nobody translated')).toBe('Something nobody translated');
  });

  it('keeps English for English', async () => {
    await chooseLanguage('en');
    expect(serverText('Not found in this channel')).toBe('Not found in this channel');
  });

  it('puts a field’s several messages as sentences of their own, and leaves one as it is', () => {
    expect(asSentences(['Field length must be less than 65', 'Use letters, digits, dashes and underscores'])).toBe('Field length must be less than 65. Use letters, digits, dashes and underscores.');
    expect(asSentences(['La longueur du champ doit être inférieure à 65.', 'Utilisez des lettres'])).toBe('La longueur du champ doit être inférieure à 65. Utilisez des lettres.');
    expect(asSentences(['Field is required'])).toBe('Field is required');
    expect(asSentences([])).toBe('');
  });
});
