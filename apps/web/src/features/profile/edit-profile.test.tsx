import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../components/ui/toast-store';
import { keyStore } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { userStore } from '../../lib/session';
import { fail, stubApi } from '../../test/api-stub';
import { jsonResponse } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { makeUser, signIn } from '../../test/users';

/** The server applies the patch to the signed-in user. */
const patchProfile = (body: Record<string, unknown>) => {
  const { _method, api_key, current_password, password, password_confirmation, ...changes } = body;
  void [_method, api_key, current_password, password_confirmation];
  return jsonResponse(200, { data: { ...userStore.get(), ...changes, ...(password ? { temporary_password: false } : {}) } });
};

let api: ReturnType<typeof stubApi>;
beforeEach(() => {
  signIn();
  toastStore.set([]);
  api = stubApi({ 'POST /api/profile': patchProfile, 'POST /api/delete-account-request': () => jsonResponse(200, { data: { ok: true } }) });
});
afterEach(() => vi.unstubAllGlobals());

describe('edit profile', () => {
  it('sends only what changed, as a patch, and keeps the new profile', async () => {
    const user = userEvent.setup();
    await renderApp('/profile/edit');
    const firstName = await screen.findByRole('textbox', { name: 'First name' });
    expect(firstName).toHaveValue('Jordan');
    await user.clear(firstName);
    await user.type(firstName, 'Jordyn');
    await user.click(screen.getByRole('checkbox', { name: /news about upcoming events/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toastStore.get()[0]).toMatchObject({ type: 'success', text: 'Your profile has been saved.' }));
    expect(api.sent('POST /api/profile')).toEqual([{ _method: 'patch', first_name: 'Jordyn', mailing_opt_in: true, api_key: 'user-key' }]);
    expect(userStore.get()).toMatchObject({ first_name: 'Jordyn', mailing_opt_in: true });
  });

  it('switches the screens to the language the user picks', async () => {
    const user = userEvent.setup();
    await renderApp('/profile/edit');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language of emails and screens' }), 'fr');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('button', { name: 'Enregistrer les modifications' })).toBeInTheDocument();
    expect(api.sent('POST /api/profile')[0]).toMatchObject({ language: 'fr' });
    await i18n.changeLanguage('en');
  });

  it('needs the current password for a new one, and shows "Incorrect password" on that field', async () => {
    stubApi({ 'POST /api/profile': fail(400, 'Incorrect password', 'INCORRECT_PASSWORD', { current_password: ['Incorrect password'] }) });
    const user = userEvent.setup();
    await renderApp('/profile/edit');
    await user.type(await screen.findByLabelText('New password'), 'another-pass-1');
    await user.type(screen.getByLabelText('Confirm password'), 'another-pass-1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const current = screen.getByLabelText('Current password');
    expect(current).toHaveAccessibleDescription('Field is required');
    expect(current).toHaveFocus();
    await user.type(current, 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(current).toHaveAccessibleDescription('Incorrect password'));
  });

  it('says when there is nothing to save', async () => {
    const user = userEvent.setup();
    await renderApp('/profile/edit');
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toastStore.get()[0]).toMatchObject({ type: 'info', text: 'Nothing to save: no field has changed.' }));
    expect(api.sent('POST /api/profile')).toHaveLength(0);
  });

  it('with a temporary password: explains, requires a new password, then lets the user go on', async () => {
    userStore.set(makeUser({ temporary_password: true }));
    const user = userEvent.setup();
    const { router } = await renderApp('/profile/edit');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account has a temporary password. Choose a new password to continue.');
    expect(screen.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining('Field is required'));

    // The temporary password was just used to sign in: it is not asked for again.
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'my-own-pass-1');
    await user.type(screen.getByLabelText('Confirm password'), 'my-own-pass-1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const sent = api.sent('POST /api/profile')[0];
    expect(sent).toMatchObject({ password: 'my-own-pass-1', password_confirmation: 'my-own-pass-1' });
    expect(sent?.current_password).toBeUndefined();
    expect(userStore.get()?.temporary_password).toBe(false);
  });
});

describe('delete account', () => {
  it('asks to confirm in a dialog, then mails the confirmation link', async () => {
    const user = userEvent.setup();
    await renderApp('/profile/edit');
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent('POST /api/delete-account-request')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send the confirmation email' }));
    await waitFor(() => expect(toastStore.get()[0]?.text).toBe('Check jordan@example.com: open the link in the email to confirm the deletion.'));
    expect(api.sent('POST /api/delete-account-request')).toEqual([{ api_key: 'user-key' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('confirms from the mailed link, without a key, and signs the browser out', async () => {
    api = stubApi({
      'POST /api/delete-account-confirm': () => jsonResponse(200, { data: { ok: true } }),
      'POST /api/get_api_key': () => jsonResponse(200, { data: { api_key: 'visitor-key', expires_at: '2030-01-01T00:00:00Z' } }),
    });
    await renderApp('/confirm-account-deletion?email=jordan%40example.com&code=delete-code');
    expect(await screen.findByRole('heading', { name: 'Account deleted' })).toBeInTheDocument();
    expect(api.sent('POST /api/delete-account-confirm')).toEqual([{ email: 'jordan@example.com', code: 'delete-code', channel_key: 'varsity' }]);
    await waitFor(() => expect(keyStore.getApiKey('varsity')).toBe('visitor-key'));
    expect(userStore.get()).toBeNull();
  });
});
