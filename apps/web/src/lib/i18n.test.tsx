import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBootstrap } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { keyStore } from './api';
import { i18n, initI18n, resolveLanguage, setLanguage, storedLanguageChoice, warmTranslationLookup } from './i18n';


beforeEach(() => {
  keyStore.setChannelKey('varsity');
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 404 })));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(async () => {
    await initI18n('en');
  });
});

describe('languages', () => {
  it('defaults to English, then to the channel language', () => {
    expect(resolveLanguage(undefined)).toBe('en');
    expect(resolveLanguage('fr')).toBe('fr');
    expect(resolveLanguage('de')).toBe('en');
  });

  it("lets the visitor's stored choice win over the channel language", () => {
    localStorage.setItem('ott.language', JSON.stringify({ value: 'fr', expiresAt: Date.now() + 60_000 }));
    expect(resolveLanguage('en')).toBe('fr');
  });

  it("keeps a channel that offers one language in it, whatever the visitor chose on another channel", () => {
    localStorage.setItem('ott.language', JSON.stringify({ value: 'fr', expiresAt: Date.now() + 60_000 }));
    expect(resolveLanguage('en', ['en'])).toBe('en');
    expect(resolveLanguage('en', ['en', 'fr'])).toBe('fr');
    localStorage.removeItem('ott.language');
    expect(resolveLanguage('fr', ['fr'])).toBe('fr');
    expect(resolveLanguage(undefined, ['fr'])).toBe('fr');
  });

  it('switches the whole shell to French, sets <html lang> and remembers the choice', async () => {
    const user = userEvent.setup();
    await renderApp('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Foire aux questions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByText('Prix en USD ($)')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
    expect(storedLanguageChoice()).toBe('fr');
  });

  it('keeps the choice across a reload', async () => {
    localStorage.setItem('ott.language', JSON.stringify({ value: 'fr', expiresAt: Date.now() + 60_000 }));
    // What start-up does: the stored choice beats the (English) channel.
    await initI18n(resolveLanguage(makeBootstrap().settings.language));
    expect(i18n.language).toBe('fr');
    expect(i18n.t('notFound.title')).toBe('Désolé\u00a0! - Match introuvable');
  });

  it('translates server messages by code with the screens, including the display variants', async () => {
    const { errorText, fieldErrorTexts, messageText } = await import('@ott/client/messages/server-text');
    const taken = { message: 'Email already exists', messageCode: 'EMAIL_ALREADY_EXISTS', errors: { email: ['Email already exists'] }, errorCodes: { email: [{ code: 'EMAIL_ALREADY_EXISTS' }] } };
    await initI18n('en');
    const { loadScreenStrings } = await import('./i18n');
    await loadScreenStrings();
    expect(errorText(i18n.t, taken)).toBe('The email address you have entered is already registered');
    expect(messageText(i18n.t, 'Wrong promo code')).toBe('Promo code is invalid');
    expect(errorText(i18n.t, { message: 'Field length must be greater than 8', messageCode: 'FIELD_TOO_SHORT', params: { number: 8 }, errors: {} })).toBe('Field length must be greater than 8');
    await setLanguage('fr');
    await waitFor(() => expect(messageText(i18n.t, 'Wrong promo code')).toBe('Le code promo est invalide'));
    expect(fieldErrorTexts(i18n.t, taken)).toEqual({ email: ['L’adresse courriel saisie est déjà enregistrée'] });
    expect(errorText(i18n.t, { message: 'Field length must be less than 255', messageCode: 'FIELD_TOO_LONG', params: { number: 255 }, errors: {} })).toBe(
      'La longueur du champ doit être inférieure à 255',
    );
    expect(errorText(i18n.t, { message: 'Some new server text', messageCode: 'SOME_NEW_CODE', errors: {} })).toBe('Some new server text');
  });
});

describe('warmTranslationLookup', () => {
  it("looks a shell string up in a task of its own, not during the call", async () => {
    await initI18n('en');
    const lookup = vi.spyOn(i18n, 't');
    const tasks: Array<() => void> = [];
    warmTranslationLookup((task) => tasks.push(task));
    expect(lookup).not.toHaveBeenCalled();
    expect(tasks).toHaveLength(1);
    tasks[0]!();
    expect(lookup.mock.calls).toEqual([['app.skipToContent']]);
    expect(lookup.mock.results[0]!.value).toBe('Skip to main content');
    lookup.mockRestore();
  });
});
