import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/create-database';
import { CreateOperatorError, createOperatorCommand } from '../src/modules/operators/create-operator.command';
import { verifyPassword } from '../src/modules/auth/password';
import { dialects, type TestApp, createTestApp } from './helper';
import { signInOperator } from './console-helpers';

describe.each(dialects)('console operators management (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
  });
  afterAll(async () => t.close());

  const auditOf = (action: string, entityId: number) =>
    t.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('entity_id', '=', String(entityId)).executeTakeFirstOrThrow();

  it('an owner creates an operator with a temporary password that signs in once and must be changed', async () => {
    const owner = await signInOperator(t.app, { role: 'owner' });
    const created = await owner.inject('POST', '/api/admin/operators', { email: 'New.Editor@example.test', name: 'New Editor', channels: [{ channel_key: 'varsity', role: 'editor' }] });
    expect(created.statusCode).toBe(201);
    const { operator, temporary_password } = created.json().data;
    expect(operator).toMatchObject({ email: 'new.editor@example.test', is_owner: false, must_change_password: true, channels: [{ channel_key: 'varsity', role: 'editor' }] });
    expect(temporary_password).toMatch(/^\S{16}$/);
    const row = await t.db.selectFrom('operators').select('password_hash').where('id', '=', operator.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.password_hash, temporary_password)).toBe(true);

    const signIn = await t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email: 'new.editor@example.test', password: temporary_password } });
    expect(signIn.json().data.must_change_password).toBe(true);

    const audit = await auditOf('operator.create', operator.id);
    expect(audit).toMatchObject({ operator_id: owner.operatorId, before_json: null });
    expect(JSON.parse(audit.after_json!)).toMatchObject({ email: 'new.editor@example.test' });
    expect(audit.after_json).not.toContain(temporary_password);

    const again = await owner.inject('POST', '/api/admin/operators', { email: 'new.editor@example.test', name: 'Twice', channels: [{ channel_key: 'varsity', role: 'editor' }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('EMAIL_ALREADY_EXISTS');
    const unknown = await owner.inject('POST', '/api/admin/operators', { email: 'x@example.test', name: 'X', channels: [{ channel_key: 'nope', role: 'editor' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.channels).toEqual(['Unknown channel nope']);
  });

  it('an admin manages only the operators of their channels, grants only roles there, never owner', async () => {
    const owner = await signInOperator(t.app, { role: 'owner' });
    const admin = await signInOperator(t.app, { role: 'admin', channelKey: 'varsity' });
    const mine = await signInOperator(t.app, { role: 'support', channelKey: 'varsity', extraGrants: [{ channelKey: 'universitaire', role: 'editor' }] });
    const theirs = await signInOperator(t.app, { role: 'editor', channelKey: 'universitaire' });

    const list = await admin.inject('GET', '/api/admin/operators?limit=200');
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.map((operator: { id: number }) => operator.id);
    expect(ids).toContain(mine.operatorId);
    expect(ids).not.toContain(theirs.operatorId);
    expect(ids).not.toContain(owner.operatorId);
    // Roles on channels the admin does not administer are not shown to them.
    const listed = list.json().data.find((operator: { id: number }) => operator.id === mine.operatorId);
    expect(listed.channels).toEqual([{ channel_key: 'varsity', name: expect.any(String), time_zone: 'America/Toronto', role: 'support' }]);
    // That there are others is said (not which), so the console need not offer what the server refuses below.
    expect(listed.holds_other_channels).toBe(true);
    const ownerView = (await owner.inject('GET', `/api/admin/operators/${mine.operatorId}`)).json().data;
    expect(ownerView.holds_other_channels).toBe(false);
    expect(ownerView.channels.map((grant: { channel_key: string }) => grant.channel_key).sort()).toEqual(['universitaire', 'varsity']);

    expect((await admin.inject('GET', `/api/admin/operators/${theirs.operatorId}`)).statusCode).toBe(404);
    expect((await admin.inject('PATCH', `/api/admin/operators/${theirs.operatorId}`, { name: 'Hijacked' })).statusCode).toBe(404);
    expect((await admin.inject('DELETE', `/api/admin/operators/${owner.operatorId}`)).statusCode).toBe(404);

    const elsewhere = await admin.inject('POST', '/api/admin/operators', { email: 'elsewhere@example.test', name: 'E', channels: [{ channel_key: 'universitaire', role: 'editor' }] });
    expect(elsewhere.statusCode).toBe(403);
    const makeOwner = await admin.inject('POST', '/api/admin/operators', { email: 'boss@example.test', name: 'B', is_owner: true });
    expect(makeOwner.statusCode).toBe(403);
    expect((await admin.inject('PATCH', `/api/admin/operators/${mine.operatorId}`, { is_owner: true })).statusCode).toBe(403);
    const ownRole = await admin.inject('POST', '/api/admin/operators', { email: 'helper@example.test', name: 'Helper', channels: [{ channel_key: 'varsity', role: 'analyst' }] });
    expect(ownRole.statusCode).toBe(201);
    expect(ownRole.json().data.operator.holds_other_channels).toBe(false);

    // Replacing roles touches the admin's channels only: the role on universitaire stays.
    const patched = await admin.inject('PATCH', `/api/admin/operators/${mine.operatorId}`, { channels: [{ channel_key: 'varsity', role: 'editor' }] });
    expect(patched.statusCode).toBe(200);
    const roles = await t.db.selectFrom('operator_channel_roles').innerJoin('channels', 'channels.id', 'operator_channel_roles.channel_id').select(['channels.key', 'role']).where('operator_id', '=', mine.operatorId).orderBy('channels.key').execute();
    expect(roles).toEqual([{ key: 'universitaire', role: 'editor' }, { key: 'varsity', role: 'editor' }]);
    const audit = await auditOf('operator.update', mine.operatorId);
    expect(JSON.parse(audit.before_json!).channels).toEqual([{ channel_key: 'varsity', name: expect.any(String), time_zone: 'America/Toronto', role: 'support' }]);
    expect(JSON.parse(audit.after_json!).channels).toEqual([{ channel_key: 'varsity', name: expect.any(String), time_zone: 'America/Toronto', role: 'editor' }]);

    // Someone who also works elsewhere cannot be deleted by this admin; one who works only here can.
    expect((await admin.inject('DELETE', `/api/admin/operators/${mine.operatorId}`)).statusCode).toBe(403);
    const helperId = ownRole.json().data.operator.id as number;
    expect((await admin.inject('DELETE', `/api/admin/operators/${helperId}`)).json()).toEqual({ data: { id: helperId } });
    expect(await t.db.selectFrom('operators').select('id').where('id', '=', helperId).executeTakeFirst()).toBeUndefined();
    expect(JSON.parse((await auditOf('operator.delete', helperId)).before_json!)).toMatchObject({ email: 'helper@example.test' });

    // Editors and analysts do not manage operators.
    const editor = await signInOperator(t.app, { role: 'editor', channelKey: 'varsity' });
    expect((await editor.inject('GET', '/api/admin/operators')).statusCode).toBe(403);
  });

  it('a password reset issues a new temporary password and ends the operator’s sessions; the last owner stays', async () => {
    const owner = await signInOperator(t.app, { role: 'owner' });
    const editor = await signInOperator(t.app, { role: 'editor', channelKey: 'varsity' });
    const reset = await owner.inject('PATCH', `/api/admin/operators/${editor.operatorId}`, { reset_password: true });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.temporary_password).toMatch(/^\S{16}$/);
    expect(reset.json().data.operator.must_change_password).toBe(true);
    expect((await editor.inject('GET', '/api/admin/me')).statusCode).toBe(401);

    expect((await owner.inject('DELETE', `/api/admin/operators/${owner.operatorId}`)).json().code).toBe('CANNOT_DELETE_SELF');
    const owners = await t.db.selectFrom('operators').select('id').where('is_owner', '=', 1).execute();
    for (const other of owners.filter((row) => row.id !== owner.operatorId)) await owner.inject('DELETE', `/api/admin/operators/${other.id}`);
    const demote = await owner.inject('PATCH', `/api/admin/operators/${owner.operatorId}`, { is_owner: false });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().code).toBe('LAST_OWNER');
  });
});

describe('npm run create-operator', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ott-create-operator-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'silent' };

  it('creates an owner or a channel role with a temporary password to change at first sign-in', async () => {
    const ownerOutput = await createOperatorCommand(['--email', 'Boss@example.test', '--owner'], env);
    expect(ownerOutput).toMatch(/Operator \d+ created as owner of every channel\./);
    const ownerPassword = /Temporary password: (\S+)/.exec(ownerOutput)![1]!;
    const adminOutput = await createOperatorCommand(['--email', 'admin@example.test', '--channel', 'varsity', '--role', 'admin', '--name', 'Ada'], env);
    expect(adminOutput).toContain('as admin of channel varsity');

    const handle = createDatabase({ dataDir, databaseUrl: null });
    try {
      const rows = await handle.db.selectFrom('operators').select(['email', 'name', 'is_owner', 'must_change_password', 'password_hash']).orderBy('id').execute();
      // Production seeds no demo owner.
      expect(rows.map((row) => [row.email, row.is_owner, row.must_change_password])).toEqual([
        ['boss@example.test', 1, 1],
        ['admin@example.test', 0, 1],
      ]);
      expect(await verifyPassword(rows[0]!.password_hash, ownerPassword)).toBe(true);
      expect(rows[1]!.name).toBe('Ada');
      const role = await handle.db.selectFrom('operator_channel_roles').innerJoin('channels', 'channels.id', 'operator_channel_roles.channel_id').select(['channels.key', 'role']).execute();
      expect(role).toEqual([{ key: 'varsity', role: 'admin' }]);
    } finally {
      await handle.db.destroy();
    }
  });

  it.each([
    [['--email', 'x@example.test'], 'Give either --owner or --channel'],
    [['--email', 'x@example.test', '--channel', 'varsity', '--role', 'owner'], '--role must be admin, editor, support or analyst'],
    [['--email', 'x@example.test', '--channel', 'nope', '--role', 'editor'], 'No channel with key "nope"'],
    [['--email', 'boss@example.test', '--owner'], 'already exists'],
  ])('refuses %j', async (argv, message) => {
    await expect(createOperatorCommand(argv, env)).rejects.toThrow(CreateOperatorError);
    await expect(createOperatorCommand(argv, env)).rejects.toThrow(message);
  });
});
