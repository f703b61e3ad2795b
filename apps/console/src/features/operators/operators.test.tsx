import type { AdminMe } from '@ott/contracts/admin-auth';
import type { AdminOperator } from '@ott/contracts/admin-operators';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestRouter } from '../../app/router';
import { stubFetch } from '../../test/render';
import { operatorAs } from '../../test/operator';
import { feature } from './index';

const VARSITY = { channel_key: 'varsity', name: 'Varsity Sports Network', time_zone: 'America/Chicago' };
const UNIVERSITAIRE = { channel_key: 'universitaire', name: 'Réseau Sport Universitaire', time_zone: 'America/Montreal' };

const EDITOR: AdminOperator = {
  id: 5,
  email: 'editor@example.test',
  name: 'Eddie Editor',
  is_owner: false,
  must_change_password: true,
  totp_enabled: false,
  channels: [{ ...VARSITY, role: 'editor' }],
  created_at: '2026-11-02T15:00:00.000Z',
};
const OWNER: AdminOperator = { ...EDITOR, id: 1, email: 'op@example.test', name: 'Operator', is_owner: true, must_change_password: false, totp_enabled: true, channels: [] };

const OWNER_ME: AdminMe = { ...operatorAs('owner'), channels: [{ ...VARSITY, role: 'owner' }, { ...UNIVERSITAIRE, role: 'owner' }] };
/** An admin of varsity who only edits on universitaire: roles can be given on varsity alone. */
const ADMIN_ME: AdminMe = { ...operatorAs('admin'), id: 2, channels: [{ ...VARSITY, role: 'admin' }, { ...UNIVERSITAIRE, role: 'editor' }] };

type Sent = { method: string; path: string; body: unknown };

function serve(me: AdminMe, operators: AdminOperator[] = [OWNER, EDITOR]) {
  const sent: Sent[] = [];
  const server = stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    const path = url.pathname.replace('/api/admin', '');
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    if (path === '/me') return { body: { data: me } };
    if (method !== 'GET') sent.push({ method, path, body });
    if (path === '/operators' && method === 'POST') {
      if (body.email === 'editor@example.test') {
        const message = 'An operator with this email already exists';
        return { status: 409, body: { message, code: 'OPERATOR_EMAIL_ALREADY_EXISTS', errors: { email: [message] } } };
      }
      const operator = { ...EDITOR, id: 9, email: body.email, name: body.name, channels: body.channels.map((grant: { channel_key: string; role: string }) => ({ ...VARSITY, ...grant })) };
      return { status: 201, body: { data: { operator, temporary_password: 'tmp-Quartz-River-42' } } };
    }
    if (path === '/operators') return { body: { data: operators, meta: { total: operators.length, offset: 0, limit: 25 } } };
    const id = Number(path.split('/')[2]);
    const operator = operators.find((candidate) => candidate.id === id);
    if (!operator) return { status: 404, body: { message: 'Operator not found', code: 'OPERATOR_NOT_FOUND' } };
    if (method === 'PATCH') return { body: { data: { operator: { ...operator, ...body }, temporary_password: body.reset_password ? 'tmp-New-Harbor-7' : null } } };
    if (method === 'DELETE') return { body: { data: { id } } };
    return { body: { data: operator } };
  });
  vi.stubGlobal('fetch', server.fetchMock);
  return sent;
}

function open(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createTestRouter(client, path, [feature]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('operators in the console', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each operator with their roles per channel and how they sign in, from the Team part of the navigation', async () => {
    serve(OWNER_ME);
    open('/operators');
    const table = await screen.findByRole('table', { name: 'Operators' }, { timeout: 5_000 });
    const editor = (await within(table).findByRole('link', { name: 'Eddie Editor' })).closest('tr')!;
    expect(editor).toHaveTextContent('editor@example.test');
    expect(editor).toHaveTextContent('Varsity Sports Network: Editor');
    expect(within(editor).getByText('Temporary password')).toBeInTheDocument();
    const owner = within(table).getByRole('link', { name: 'Operator' }).closest('tr')!;
    expect(within(owner).getByText('Owner · every channel')).toBeInTheDocument();
    expect(within(owner).getByText('Two-step sign-in')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Operators' })).toHaveAttribute('aria-current', 'page');
  }, 20_000);

  it('is not in the navigation of an operator who administers no channel', async () => {
    serve(operatorAs('editor'));
    open('/account');
    const nav = await screen.findByRole('navigation', { name: 'Console' }, { timeout: 5_000 });
    expect(within(nav).getByRole('link', { name: 'Account' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Operators' })).not.toBeInTheDocument();
  }, 20_000);

  it('refuses a new operator without a name, an address or a role, and sends nothing', async () => {
    const sent = serve(OWNER_ME);
    open('/operators/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Create operator' }, { timeout: 5_000 }));
    await vi.waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Field is required'));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('They sign in with it; it cannot be changed later. Field is required');
    expect(screen.getByRole('group', { name: 'Role on each channel' })).toHaveAccessibleDescription('Give the operator a role on at least one channel');
    await userEvent.type(screen.getByLabelText(/^Email/), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Create operator' }));
    await vi.waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('They sign in with it; it cannot be changed later. Field value is invalid'));
    expect(sent).toEqual([]);
    // Choosing a role takes the group's message away at once, as a field's goes once it is mended.
    await userEvent.selectOptions(screen.getByLabelText('Varsity Sports Network'), 'editor');
    await vi.waitFor(() => expect(screen.getByRole('group', { name: 'Role on each channel' })).toHaveAccessibleDescription('Choose a role on the channels this operator works on; leave the others at No role.'));
    expect(screen.queryByText('Give the operator a role on at least one channel')).not.toBeInTheDocument();
  }, 20_000);

  it('creates an operator with a role on one channel and shows the temporary password once, then their page', async () => {
    const sent = serve(OWNER_ME);
    const router = open('/operators/new');
    await userEvent.type(await screen.findByLabelText(/^Name/, undefined, { timeout: 5_000 }), 'Sam Support');
    await userEvent.type(screen.getByLabelText(/^Email/), 'sam@example.test');
    await userEvent.selectOptions(screen.getByLabelText('Réseau Sport Universitaire'), 'support');
    await userEvent.click(screen.getByRole('button', { name: 'Create operator' }));
    const heading = await screen.findByRole('heading', { name: 'Temporary password' });
    await vi.waitFor(() => expect(heading).toHaveFocus());
    const shown = screen.getByRole('region', { name: 'Temporary password' });
    expect(within(shown).getByText('tmp-Quartz-River-42')).toBeInTheDocument();
    expect(shown).toHaveTextContent('Give this password to sam@example.test through a channel you trust. It is shown only now');
    expect(sent).toEqual([{ method: 'POST', path: '/operators', body: { email: 'sam@example.test', name: 'Sam Support', is_owner: false, channels: [{ channel_key: 'universitaire', role: 'support' }] } }]);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/operators/9'));
  }, 20_000);

  it("shows the server's refusal of a taken address under the Email field", async () => {
    serve(OWNER_ME);
    open('/operators/new');
    await userEvent.type(await screen.findByLabelText(/^Name/, undefined, { timeout: 5_000 }), 'Eddie Again');
    await userEvent.type(screen.getByLabelText(/^Email/), 'editor@example.test');
    await userEvent.selectOptions(screen.getByLabelText('Varsity Sports Network'), 'editor');
    await userEvent.click(screen.getByRole('button', { name: 'Create operator' }));
    const email = screen.getByLabelText(/^Email/);
    await vi.waitFor(() => expect(email).toHaveAccessibleDescription('They sign in with it; it cannot be changed later. An operator with this email already exists'));
    await vi.waitFor(() => expect(email).toHaveFocus());
  }, 20_000);

  it('changes a role, and resets the password only once the owner confirms, showing the new one', async () => {
    const sent = serve(OWNER_ME);
    open('/operators/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Eddie Editor' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('This operator has not signed in with their temporary password yet.')).toBeInTheDocument();
    expect(screen.getByLabelText('Varsity Sports Network')).toHaveValue('editor');
    await userEvent.selectOptions(screen.getByLabelText('Varsity Sports Network'), 'admin');
    await userEvent.selectOptions(screen.getByLabelText('Réseau Sport Universitaire'), 'analyst');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'PATCH',
          path: '/operators/5',
          body: { name: 'Eddie Editor', is_owner: false, channels: [{ channel_key: 'varsity', role: 'admin' }, { channel_key: 'universitaire', role: 'analyst' }] },
        },
      ]),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    let dialog = await screen.findByRole('dialog', { name: "Reset this operator's password?" });
    expect(dialog).toHaveTextContent('Eddie Editor is signed out everywhere at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    dialog = await screen.findByRole('dialog', { name: "Reset this operator's password?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(within(await screen.findByRole('region', { name: 'Temporary password' })).getByText('tmp-New-Harbor-7')).toBeInTheDocument();
    expect(sent[1]).toEqual({ method: 'PATCH', path: '/operators/5', body: { reset_password: true } });
  }, 20_000);

  it('deletes an operator once confirmed and goes back to the list; offers neither on your own page', async () => {
    const sent = serve(OWNER_ME);
    const router = open('/operators/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this operator?' });
    expect(dialog).toHaveTextContent('Eddie Editor (editor@example.test) is signed out and can no longer sign in.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete operator' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/operators'));
    expect(sent).toEqual([{ method: 'DELETE', path: '/operators/5', body: undefined }]);

    await router.navigate('/operators/1');
    expect(await screen.findByText(/This is you\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
  }, 20_000);

  it("offers an admin roles on the channels they administer only, and no owner's box", async () => {
    const sent = serve(ADMIN_ME);
    open('/operators/5');
    expect(await screen.findByLabelText('Varsity Sports Network', undefined, { timeout: 5_000 })).toHaveValue('editor');
    expect(screen.queryByLabelText('Réseau Sport Universitaire')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Owner/)).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Role on each channel' })).toHaveAccessibleDescription(
      'You can give roles on the channels you administer. Roles on other channels stay as they are.',
    );
    await userEvent.selectOptions(screen.getByLabelText('Varsity Sports Network'), 'support');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(sent).toEqual([{ method: 'PATCH', path: '/operators/5', body: { name: 'Eddie Editor', channels: [{ channel_key: 'varsity', role: 'support' }] } }]));
  }, 20_000);

  it('says so when the operator does not exist or is not one the caller manages', async () => {
    serve(ADMIN_ME);
    open('/operators/77');
    expect(await screen.findByText('This operator does not exist, or you do not manage them.', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the operators' })).toHaveAttribute('href', '/operators');
  }, 20_000);
});
