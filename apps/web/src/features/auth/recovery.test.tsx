import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../components/ui/toast-store';
import { keyStore } from '../../lib/api';
import { userStore } from '../../lib/session';
import { clearApiDataCache } from '../../lib/use-api-data';
import { fail, ok, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  keyStore.setChannelKey('varsity');
  keyStore.setApiKey('varsity', 'visitor-key');
  clearApiDataCache();
  toastStore.set([]);
  api = stubApi({
    'POST /api/auth/password-reset-request': ok({ ok: true }),
    'POST /api/auth/password-reset': ok({ ok: true }),
    'POST /api/auth/email-verify/resend': ok({ ok: true }),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('password reset', () => {
  it('asks for the reset mail and says where it went', async () => {
    const user = userEvent.setup();
    await renderApp('/password-reset-request');
    await user.click(await screen.findByRole('button', { name: 'Send the reset link' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Enter your Email');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'robin@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We have sent a link to reset your password to robin@example.com');
    expect(api.sent('POST /api/auth/password-reset-request')).toEqual([{ email: 'robin@example.com', api_key: 'visitor-key' }]);
  });

  it('says so when no account has the address', async () => {
    stubApi({ 'POST /api/auth/password-reset-request': fail(404, 'User not found', 'USER_NOT_FOUND') });
    const user = userEvent.setup();
    await renderApp('/password-reset-request', undefined, 'fr');
    await user.type(await screen.findByRole('textbox', { name: 'Courriel' }), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien de réinitialisation' }));
    await waitFor(() => expect(toastStore.get()[0]).toMatchObject({ type: 'error', text: 'Utilisateur introuvable' }));
  });

  it('sets the new password with the code of the mailed link', async () => {
    const user = userEvent.setup();
    await renderApp('/password-reset?email=robin%40example.com&code=reset-code-1');
    expect(await screen.findByText('New password for robin@example.com.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed');
    expect(api.sent('POST /api/auth/password-reset')).toEqual([
      { email: 'robin@example.com', code: 'reset-code-1', password: 'brand-new-pass', password_confirmation: 'brand-new-pass', api_key: 'visitor-key' },
    ]);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows an expired code as a toast and offers a new link', async () => {
    stubApi({ 'POST /api/auth/password-reset': fail(400, 'Reset password key expired', 'RESET_PASSWORD_KEY_EXPIRED') });
    const user = userEvent.setup();
    await renderApp('/password-reset?email=robin%40example.com&code=old');
    await user.type(await screen.findByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() => expect(toastStore.get()[0]).toMatchObject({ type: 'error', text: 'Reset password key expired' }));
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/password-reset-request');
  });

  it('explains a link without its email or code', async () => {
    await renderApp('/password-reset?email=robin%40example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete or damaged');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});

describe('email verification', () => {
  it('tells a new user where the mail went and sends it again on request', async () => {
    userStore.set(makeUser({ email: 'sam@example.com', email_verified: false }));
    const user = userEvent.setup();
    await renderApp('/verify-notice');
    expect(await screen.findByText(/We have sent a verification link to sam@example.com/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the email again' }));
    await waitFor(() => expect(toastStore.get()[0]).toMatchObject({ type: 'success', text: 'A new verification email is on its way.' }));
    expect(api.sent('POST /api/auth/email-verify/resend')).toHaveLength(1);
  });

  it('verifies the link once, reads the signed-in user again and offers the next step', async () => {
    stubApi({ 'POST /api/auth/email-verify': ok({ ok: true }), 'GET /api/profile': ok(makeUser({ email_verified: true })) });
    userStore.set(makeUser({ email_verified: false }));
    await renderApp('/verify-email?email=jordan%40example.com&expires=1900000000&signature=sig-1');
    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeInTheDocument();
    expect(userStore.get()?.email_verified).toBe(true);
    expect(screen.getByRole('link', { name: 'Continue' })).toBeInTheDocument();
    const calls = vi.mocked(fetch).mock.calls.filter(([input]) => String(input).includes('/api/auth/email-verify'));
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toMatchObject({ email: 'jordan@example.com', expires: '1900000000', signature: 'sig-1' });
  });

  it('sends a visitor on to sign in after verifying', async () => {
    stubApi({ 'POST /api/auth/email-verify': ok({ ok: true }) });
    await renderApp('/verify-email?email=jordan%40example.com&expires=1900000000&signature=sig-2');
    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows a failed verification in the active language', async () => {
    stubApi({ 'POST /api/auth/email-verify': fail(400, 'Verification failed', 'VERIFICATION_FAILED') });
    await renderApp('/verify-email?email=jordan%40example.com&expires=1900000000&signature=sig-3', undefined, 'fr');
    expect(await screen.findByRole('alert')).toHaveTextContent('La vérification a échoué');
  });

  it('treats an address verified earlier as done', async () => {
    stubApi({ 'POST /api/auth/email-verify': fail(400, 'Email already verified', 'EMAIL_ALREADY_VERIFIED') });
    await renderApp('/verify-email?email=jordan%40example.com&expires=1900000000&signature=sig-4');
    expect(await screen.findByRole('heading', { name: 'Email already verified' })).toBeInTheDocument();
    expect(screen.getByText('Thank you! jordan@example.com is confirmed.')).toBeInTheDocument();
  });
});
