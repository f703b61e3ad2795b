import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../components/ui/toast-store';
import { keyStore } from '../../lib/api';
import { userStore } from '../../lib/session';
import { clearApiDataCache } from '../../lib/use-api-data';
import { makeBootstrap, makeSettingsFile } from '../../test/fixtures';
import { fail, ok, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';
import { makeGrant } from '../../test/users';
import { RECAPTCHA_SCRIPT } from './components/recaptcha-script';

const settings = (recaptchaSiteKey: string | null) => makeSettingsFile({ features: { recaptcha_site_key: recaptchaSiteKey } });

const recaptchaScript = () => [...document.scripts].find((script) => script.src === RECAPTCHA_SCRIPT);

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  keyStore.setChannelKey('varsity');
  keyStore.setApiKey('varsity', 'visitor-key');
  clearApiDataCache();
  toastStore.set([]);
  api = stubApi({ 'POST /api/v2/auth/register': ok(makeGrant('new-user-key', { email_verified: false, email: 'sam@example.com' })) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  recaptchaScript()?.remove();
});

async function fillIn(overrides: { confirmation?: string; terms?: boolean } = {}) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Sam');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Rivera');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sam@example.com');
  await user.type(screen.getByLabelText('Password'), 'long-enough-1');
  await user.type(screen.getByLabelText('Confirm password'), overrides.confirmation ?? 'long-enough-1');
  if (overrides.terms !== false) await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
  return user;
}

describe('registration', () => {
  it('shows the spec messages on each field and sends nothing', async () => {
    const user = userEvent.setup();
    await renderApp('/registration');
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('Enter your first name');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription('Enter your last name');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Enter your Email');
    expect(screen.getByRole('checkbox', { name: /I accept the/ })).toHaveAccessibleDescription('Please accept terms & conditions');
    expect(api.sent('POST /api/v2/auth/register')).toHaveLength(0);
  });

  it('checks the password length and its confirmation', async () => {
    await renderApp('/registration');
    const user = await fillIn({ confirmation: 'different' });
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining('The password is too short'));
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('The password and password confirmation do not match');
  });

  it('shows the registration hint and links the terms', async () => {
    await renderApp('/registration');
    expect(await screen.findByText('You are not registered yet. Please accept terms and conditions and click Register to continue.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Your details' });
    expect(within(form).getByRole('link', { name: 'Terms & conditions' })).toHaveAttribute('href', '/terms_conditions');
  });

  it('creates the account, signs it in and asks to verify the address', async () => {
    const { router } = await renderApp('/registration');
    const user = await fillIn();
    await user.click(screen.getByRole('checkbox', { name: /news about upcoming events/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-notice'));
    expect(api.sent('POST /api/v2/auth/register')).toEqual([
      {
        first_name: 'Sam',
        last_name: 'Rivera',
        email: 'sam@example.com',
        password: 'long-enough-1',
        password_confirmation: 'long-enough-1',
        terms: true,
        mailing_opt_in: true,
        api_key: 'visitor-key',
      },
    ]);
    expect(keyStore.getApiKey('varsity')).toBe('new-user-key');
    expect(userStore.get()).toMatchObject({ email: 'sam@example.com' });
    expect(await screen.findByText(/We have sent a verification link to sam@example.com/)).toBeInTheDocument();
  });

  it('shows "Email already exists" on the email field with its display wording', async () => {
    api = stubApi({ 'POST /api/v2/auth/register': fail(400, 'Email already exists', 'EMAIL_ALREADY_EXISTS', { email: ['Email already exists'] }) });
    await renderApp('/registration');
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('The email address you have entered is already registered'));
    expect(email).toHaveFocus();
    expect(toastStore.get()).toHaveLength(0);
  });

  it('loads no robot check unless the channel has a reCAPTCHA key', async () => {
    await renderApp('/registration', makeBootstrap(), 'en', settings(null));
    await screen.findByRole('button', { name: 'Register' });
    expect(recaptchaScript()).toBeUndefined();
  });

  it("requires Google's robot check when the channel has a reCAPTCHA key, and sends its token", async () => {
    let solve: (token: string) => void = () => {};
    const render = vi.fn((_element: HTMLElement, parameters: { sitekey: string; callback: (token: string) => void }) => {
      solve = parameters.callback;
      return 7;
    });
    await renderApp('/registration', makeBootstrap(), 'en', settings('site-key-123'));
    const user = await fillIn();
    expect(recaptchaScript()?.src).toBe(RECAPTCHA_SCRIPT);
    act(() => {
      window.grecaptcha = { render, reset: vi.fn() };
      window.onRecaptchaReady?.();
    });
    await waitFor(() => expect(render).toHaveBeenCalledWith(expect.any(HTMLElement), expect.objectContaining({ sitekey: 'site-key-123' })));

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('recaptcha token required');
    expect(api.sent('POST /api/v2/auth/register')).toHaveLength(0);

    act(() => solve('robot-check-token'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(api.sent('POST /api/v2/auth/register')[0]).toMatchObject({ recaptcha_token: 'robot-check-token' }));
  });
});
