import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { ME_QUERY_KEY } from '../../../lib/session';
import { operatorAs } from '../../../test/operator';
import { renderScreen, stubFetch } from '../../../test/render';
import { AccountScreen } from './AccountScreen';

const SETUP = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' };

/** Renders the account page for an operator with TOTP on or off; the server answers through `answer`. */
function renderAccount(totpEnabled: boolean, answer: (path: string, body: unknown) => { status?: number; body: unknown }) {
  const posted: Array<{ path: string; body: unknown }> = [];
  let me = { ...operatorAs('editor'), totp_enabled: totpEnabled };
  const server = stubFetch((url, init) => {
    if (url.pathname === '/api/admin/me') return { body: { data: me } };
    const body = init.body ? JSON.parse(String(init.body)) : null;
    posted.push({ path: url.pathname, body });
    const reply = answer(url.pathname, body);
    if ((reply.status ?? 200) === 200 && url.pathname.endsWith('/totp/disable')) me = { ...me, totp_enabled: false };
    if ((reply.status ?? 200) === 200 && url.pathname.endsWith('/totp/enable')) me = { ...me, totp_enabled: true };
    return reply;
  });
  vi.stubGlobal('fetch', server.fetchMock);
  const view = renderScreen(<AccountScreen />);
  view.client.setQueryData(ME_QUERY_KEY, me);
  return { posted, ...view };
}

describe('the account screen: two-step verification', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('turning it on asks for the password with the code, and sends both', async () => {
    const user = userEvent.setup();
    const { posted } = renderAccount(false, (path) => (path.endsWith('/setup') ? { body: { data: SETUP } } : { body: { data: { recovery_codes: ['aaaa-bbbb'] } } }));
    await user.click(await screen.findByRole('button', { name: 'Set up two-step verification' }));
    expect(await screen.findByText('Enter the 6-digit code it shows, and your password.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Code from the app/), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    // The password is required before anything is sent.
    expect(await screen.findByText('Field is required')).toBeInTheDocument();
    expect(posted.map((call) => call.path)).toEqual(['/api/admin/auth/totp/setup']);
    await user.type(screen.getByLabelText(/^Your password/), 'my-password-123');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('aaaa-bbbb')).toBeInTheDocument();
    expect(posted.at(-1)).toEqual({ path: '/api/admin/auth/totp/enable', body: { code: '123456', password: 'my-password-123' } });
  });

  it("shows a wrong password on turning it on under the password field, in the console's language", async () => {
    await i18n.changeLanguage('fr');
    const user = userEvent.setup();
    renderAccount(false, (path) =>
      path.endsWith('/setup') ? { body: { data: SETUP } } : { status: 400, body: { message: 'Wrong password', code: 'INCORRECT_PASSWORD', errors: { password: ['Wrong password'] } } },
    );
    await user.click(await screen.findByRole('button', { name: 'Activer la validation en deux étapes' }));
    await user.type(await screen.findByLabelText(/^Code de l’application/), '123456');
    await user.type(screen.getByLabelText(/^Votre mot de passe/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Activer' }));
    await waitFor(() => expect(screen.getByLabelText(/^Votre mot de passe/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Mot de passe erroné')).toBeInTheDocument();
  });

  it('turning it off asks for a code as well as the password, and a wrong code shows on the code field', async () => {
    const user = userEvent.setup();
    let codeRight = false;
    const { posted } = renderAccount(true, () =>
      codeRight ? { body: { data: { ok: true } } } : { status: 400, body: { message: 'Wrong or expired code', code: 'TOTP_INVALID', errors: { code: ['Wrong or expired code'] } } },
    );
    await user.type(await screen.findByLabelText(/^Your password/), 'my-password-123');
    await user.click(screen.getByRole('button', { name: 'Turn off two-step verification' }));
    expect(await screen.findByText('Field is required')).toBeInTheDocument();
    expect(posted).toEqual([]);
    expect(screen.getByText('6 digits, or one of your recovery codes')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Code from the app, or a recovery code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn off two-step verification' }));
    expect(await screen.findByText('Wrong or expired code')).toBeInTheDocument();
    expect(posted).toEqual([{ path: '/api/admin/auth/totp/disable', body: { password: 'my-password-123', code: '000000' } }]);

    codeRight = true;
    await user.clear(screen.getByLabelText(/^Code from the app, or a recovery code/));
    await user.type(screen.getByLabelText(/^Code from the app, or a recovery code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn off two-step verification' }));
    expect(await screen.findByRole('button', { name: 'Set up two-step verification' })).toBeInTheDocument();
    expect(posted.at(-1)).toEqual({ path: '/api/admin/auth/totp/disable', body: { password: 'my-password-123', code: '654321' } });
  });
});
