import type { AdminMe, OperatorRole } from '@ott/contracts/admin-auth';
import type { AdminOperator } from '@ott/contracts/admin-operators';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/toast';
import { stubFetch, openInConsole } from '../../test/render';
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
  holds_other_channels: false,
  created_at: '2026-11-02T15:00:00.000Z',
};
/** Also an analyst on a channel the admin below does not administer: their roles there are not shown to that admin. */
const SHARED: AdminOperator = { ...EDITOR, id: 6, email: 'shared@example.test', name: 'Sasha Shared', must_change_password: false, holds_other_channels: true };
const OWNER: AdminOperator = { ...EDITOR, id: 1, email: 'op@example.test', name: 'Operator', is_owner: true, must_change_password: false, totp_enabled: true, channels: [] };

const OWNER_ME: AdminMe = { ...operatorAs('owner'), channels: [{ ...VARSITY, role: 'owner' }, { ...UNIVERSITAIRE, role: 'owner' }] };
/** An admin of varsity who only edits on universitaire: roles can be given on varsity alone. */
const ADMIN_ME: AdminMe = { ...operatorAs('admin'), id: 2, channels: [{ ...VARSITY, role: 'admin' }, { ...UNIVERSITAIRE, role: 'editor' }] };

type Sent = { method: string; path: string; body: unknown };

const grantsOf = (channels: Array<{ channel_key: string; role: OperatorRole }>) => channels.map((grant) => ({ ...[VARSITY, UNIVERSITAIRE].find((channel) => channel.channel_key === grant.channel_key)!, role: grant.role }));

function serve(me: AdminMe, initial: AdminOperator[] = [OWNER, EDITOR, SHARED]) {
  let operators = [...initial];
  const sent: Sent[] = [];
  const asked: string[] = [];
  const server = stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    const path = url.pathname.replace('/api/admin', '');
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    if (path === '/me') return { body: { data: me } };
    if (method !== 'GET') sent.push({ method, path, body });
    else asked.push(path);
    if (path === '/operators' && method === 'POST') {
      if (body.email === 'editor@example.test') {
        const message = 'An operator with this email already exists';
        return { status: 409, body: { message, code: 'EMAIL_ALREADY_EXISTS', errors: { email: [message] } } };
      }
      const operator = { ...EDITOR, id: 9, email: body.email, name: body.name, channels: grantsOf(body.channels) };
      operators.push(operator);
      return { status: 201, body: { data: { operator, temporary_password: 'tmp-Quartz-River-42' } } };
    }
    if (path === '/operators') return { body: { data: operators, meta: { total: operators.length, offset: 0, limit: 25 } } };
    const id = Number(path.split('/')[2]);
    const operator = operators.find((candidate) => candidate.id === id);
    if (!operator) return { status: 404, body: { message: 'Operator not found', code: 'OPERATOR_NOT_FOUND' } };
    if (method === 'PATCH') {
      const { reset_password: reset, channels, ...rest } = body as { reset_password?: boolean; channels?: Array<{ channel_key: string; role: OperatorRole }> };
      const changed: AdminOperator = { ...operator, ...rest, ...(channels ? { channels: grantsOf(channels) } : {}), ...(reset ? { must_change_password: true } : {}) };
      operators = operators.map((candidate) => (candidate.id === id ? changed : candidate));
      return { body: { data: { operator: changed, temporary_password: reset ? 'tmp-New-Harbor-7' : null } } };
    }
    if (method === 'DELETE') {
      operators = operators.filter((candidate) => candidate.id !== id);
      return { body: { data: { id } } };
    }
    return { body: { data: operator } };
  });
  vi.stubGlobal('fetch', server.fetchMock);
  return { sent, asked };
}

const open = (path: string) => openInConsole(path, [feature]);

describe('operators in the console', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

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
    // Under Team, with the audit log; the operator's own account under You.
    expect([...nav.querySelectorAll('.sidenav__heading, .sidenav__link')].map((element) => element.textContent)).toEqual(['Channels', 'Team', 'Operators', 'Audit log', 'You', 'Account']);
  }, 20_000);

  it('is not in the navigation of an operator who administers no channel', async () => {
    serve(operatorAs('editor'));
    open('/account');
    const nav = await screen.findByRole('navigation', { name: 'Console' }, { timeout: 5_000 });
    expect(within(nav).getByRole('link', { name: 'Account' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Operators' })).not.toBeInTheDocument();
  }, 20_000);

  it('refuses a new operator without a name, an address or a role, and sends nothing', async () => {
    const { sent } = serve(OWNER_ME);
    open('/operators/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Create operator' }, { timeout: 5_000 }));
    await vi.waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Field is required'));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('They sign in with it; it cannot be changed later. Field is required');
    expect(screen.getByRole('group', { name: 'Role on each channel' })).toHaveAccessibleDescription(
      'Choose a role on the channels this operator works on; leave the others at No role. Give the operator a role on at least one channel',
    );
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
    const { sent } = serve(OWNER_ME);
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
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await userEvent.click(within(shown).getByRole('button', { name: 'Copy password' }));
    expect(await within(shown).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('tmp-Quartz-River-42');
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
    const { sent } = serve(OWNER_ME);
    open('/operators/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Eddie Editor' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('This operator has not signed in with their temporary password yet.')).toBeInTheDocument();
    expect(screen.getByLabelText('Varsity Sports Network')).toHaveValue('editor');
    await userEvent.selectOptions(screen.getByLabelText('Varsity Sports Network'), 'admin');
    await userEvent.selectOptions(screen.getByLabelText('Réseau Sport Universitaire'), 'analyst');
    const saved = vi.spyOn(toast, 'success');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(saved).toHaveBeenCalledWith('Eddie Editor was saved.'));
    expect(sent).toEqual([
      {
        method: 'PATCH',
        path: '/operators/5',
        body: { name: 'Eddie Editor', is_owner: false, channels: [{ channel_key: 'varsity', role: 'admin' }, { channel_key: 'universitaire', role: 'analyst' }] },
      },
    ]);

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
    // Done puts the operator's page back, with the roles as saved.
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByLabelText('Varsity Sports Network')).toHaveValue('admin');
    expect(screen.queryByRole('region', { name: 'Temporary password' })).not.toBeInTheDocument();
  }, 20_000);

  it('deletes an operator once confirmed and goes back to the list; offers neither on your own page, where only the name changes', async () => {
    const { sent, asked } = serve(OWNER_ME);
    const router = open('/operators/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this operator?' });
    expect(dialog).toHaveTextContent('Eddie Editor (editor@example.test) is signed out and can no longer sign in.');
    const before = asked.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete operator' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/operators'));
    expect(sent).toEqual([{ method: 'DELETE', path: '/operators/5', body: undefined }]);
    // The deleted operator's page is not asked for again (it would answer 404 and flash "does not exist"); the list is.
    expect(asked.slice(before)).not.toContain('/operators/5');
    await screen.findByRole('table', { name: 'Operators' });
    expect(screen.queryByText('This operator does not exist, or you do not manage them.')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Eddie Editor' })).not.toBeInTheDocument();

    await router.navigate('/operators/1');
    expect(await screen.findByText(/This is you\./)).toHaveTextContent('This is you. Your password and two-step sign-in are on your account page.');
    expect(screen.getByRole('link', { name: 'your account page' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
    // No box to stop being an owner, no roles to take from oneself.
    expect(screen.queryByLabelText(/^Owner/)).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Role on each channel' })).not.toBeInTheDocument();
    expect(screen.getByText('Another owner or admin changes your roles.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Name/));
    await userEvent.type(screen.getByLabelText(/^Name/), 'Olive Owner');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(sent.at(-1)).toEqual({ method: 'PATCH', path: '/operators/1', body: { name: 'Olive Owner' } }));
  }, 20_000);

  it("offers an admin roles on the channels they administer only, and no owner's box", async () => {
    const { sent } = serve(ADMIN_ME);
    open('/operators/5');
    expect(await screen.findByLabelText('Varsity Sports Network', undefined, { timeout: 5_000 })).toHaveValue('editor');
    expect(screen.queryByLabelText('Réseau Sport Universitaire')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Owner/)).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Role on each channel' })).toHaveAccessibleDescription(
      'You can give roles on the channels you administer. Roles on other channels stay as they are.',
    );
    await userEvent.selectOptions(screen.getByLabelText('Varsity Sports Network'), 'support');
    const saved = vi.spyOn(toast, 'success');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(saved).toHaveBeenCalledWith('Eddie Editor was saved.'));
    expect(sent).toEqual([{ method: 'PATCH', path: '/operators/5', body: { name: 'Eddie Editor', channels: [{ channel_key: 'varsity', role: 'support' }] } }]);
    // Clearing every role they can give is theirs to do: the operator leaves their list, their roles elsewhere stay.
    await userEvent.selectOptions(screen.getByLabelText('Varsity Sports Network'), '');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('table', { name: 'Operators' })).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ method: 'PATCH', path: '/operators/5', body: { name: 'Eddie Editor', channels: [] } });
  }, 20_000);

  it("does not offer an admin a reset or a delete the server keeps for whoever administers all the operator's channels", async () => {
    serve(ADMIN_ME);
    open('/operators/6');
    expect(
      await screen.findByText('This operator also works on channels you do not administer: you can change their roles on yours, and an owner can reset their password or delete them.', undefined, {
        timeout: 5_000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Varsity Sports Network')).toHaveValue('editor');
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  }, 20_000);

  it('asks an owner for a role before taking the last one away, and says when a save cannot reach the server', async () => {
    const { sent } = serve(OWNER_ME);
    open('/operators/5');
    await userEvent.selectOptions(await screen.findByLabelText('Varsity Sports Network', undefined, { timeout: 5_000 }), '');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Give the operator a role on at least one channel')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.selectOptions(screen.getByLabelText('Varsity Sports Network'), 'support');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached');
    // What was chosen stays, to save again.
    expect(screen.getByLabelText('Varsity Sports Network')).toHaveValue('support');
  }, 20_000);

  it('says so when the operator does not exist or is not one the caller manages', async () => {
    serve(ADMIN_ME);
    open('/operators/77');
    expect(await screen.findByText('This operator does not exist, or you do not manage them.', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the operators' })).toHaveAttribute('href', '/operators');
  }, 20_000);
});
