import type { AdminChannelGrant, AdminListQuery, OperatorRole } from '@ott/contracts/admin-auth';
import { ADMIN_OPERATOR_CODES, type AdminOperator, type AdminOperatorGrantInput, type AdminOperatorUpdate } from '@ott/contracts/admin-operators';
import { AppError, NotFound, ValidationError } from '../../lib/errors';
import { hashPassword } from '../auth/password';
import type { ChannelRepository } from '../channel/channel.repository';
import { ConsoleForbidden } from './console-errors';
import type { ConsoleOperator } from './console-session';
import type { OperatorRow, OperatorsRepository } from './operators.repository';
import { type OperatorsService, normalizeOperatorEmail, temporaryPassword } from './operators.service';

export class EmailTaken extends AppError {
  constructor() {
    super(409, ADMIN_OPERATOR_CODES.emailTaken, 'An operator with this email already exists', { email: ['An operator with this email already exists'] });
  }
}

export class LastOwner extends AppError {
  constructor() {
    super(409, ADMIN_OPERATOR_CODES.lastOwner, 'The last owner cannot be removed or demoted');
  }
}

/** What the caller may manage: every operator (owner), or those holding roles on the channels they administer. */
interface Scope {
  all: boolean;
  channelIds: Set<number>;
}

type Grant = { channelId: number; role: Exclude<OperatorRole, 'owner'> };

export interface OperatorsAdminDeps {
  repository: OperatorsRepository;
  channels: Pick<ChannelRepository, 'listChannels'>;
  operators: Pick<OperatorsService, 'create'>;
  now?: () => Date;
}

/** Operator management for the console; every method takes the calling operator and enforces its reach. */
export function createOperatorsAdmin({ repository, channels, operators, now = () => new Date() }: OperatorsAdminDeps) {
  async function scopeOf(caller: ConsoleOperator): Promise<Scope> {
    if (caller.isOwner) return { all: true, channelIds: new Set() };
    const grants = await repository.rolesOf([caller.id]);
    return { all: false, channelIds: new Set(grants.filter((grant) => grant.role === 'admin').map((grant) => grant.channel_id)) };
  }

  async function present(rows: OperatorRow[], scope: Scope): Promise<AdminOperator[]> {
    const grants = await repository.rolesOf(rows.map((row) => row.id));
    const seen = (grant: { channel_id: number }) => scope.all || scope.channelIds.has(grant.channel_id);
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      is_owner: row.is_owner === 1,
      must_change_password: row.must_change_password === 1,
      totp_enabled: row.totp_enabled === 1,
      channels: grants
        .filter((grant) => grant.operator_id === row.id && seen(grant))
        .map((grant): AdminChannelGrant => ({ channel_key: grant.key, name: grant.name, time_zone: grant.time_zone, role: grant.role as OperatorRole })),
      holds_other_channels: grants.some((grant) => grant.operator_id === row.id && !seen(grant)),
      created_at: row.created_at,
    }));
  }

  /** The operator, if the caller may see it; otherwise 404 like an unknown id. */
  async function visible(caller: ConsoleOperator, scope: Scope, id: number): Promise<{ row: OperatorRow; grants: Grant[] }> {
    const row = await repository.findById(id);
    if (!row) throw new NotFound('Operator not found');
    const grants = (await repository.rolesOf([id])).map((grant) => ({ channelId: grant.channel_id, role: grant.role as Grant['role'] }));
    if (!scope.all && (row.is_owner === 1 || !grants.some((grant) => scope.channelIds.has(grant.channelId))) && row.id !== caller.id) throw new NotFound('Operator not found');
    return { row, grants };
  }

  /** Channel keys → ids; unknown keys are a field error, channels outside the caller's reach a 403. */
  async function resolveGrants(input: AdminOperatorGrantInput[], scope: Scope): Promise<Grant[]> {
    const byKey = new Map((await channels.listChannels()).map((channel) => [channel.key, channel.id]));
    const unknown = input.filter((grant) => !byKey.has(grant.channel_key));
    if (unknown.length > 0) throw new ValidationError({ channels: unknown.map((grant) => `Unknown channel ${grant.channel_key}`) });
    const grants = input.map((grant) => ({ channelId: byKey.get(grant.channel_key)!, role: grant.role }));
    if (!scope.all && grants.some((grant) => !scope.channelIds.has(grant.channelId))) throw new ConsoleForbidden('You may grant roles only on channels you administer');
    return grants;
  }

  async function ownerCount(): Promise<number> {
    return (await repository.list()).filter((row) => row.is_owner === 1).length;
  }

  async function one(id: number, scope: Scope): Promise<AdminOperator> {
    const [operator] = await present([(await repository.findById(id))!], scope);
    return operator!;
  }

  return {
    async list(caller: ConsoleOperator, query: AdminListQuery): Promise<{ data: AdminOperator[]; total: number }> {
      const scope = await scopeOf(caller);
      let rows = await repository.list(scope.all ? undefined : [...scope.channelIds]);
      if (!scope.all) rows = rows.filter((row) => row.is_owner !== 1);
      const needle = query.search?.toLowerCase();
      if (needle) rows = rows.filter((row) => row.email.includes(needle) || row.name.toLowerCase().includes(needle));
      if (query.sort_field === 'email' || query.sort_field === 'name' || query.sort_field === 'created_at') {
        const field = query.sort_field;
        rows.sort((a, b) => a[field].localeCompare(b[field]) * (query.sort_direction === 'desc' ? -1 : 1));
      }
      return { data: await present(rows.slice(query.offset, query.offset + query.limit), scope), total: rows.length };
    },

    async get(caller: ConsoleOperator, id: number): Promise<AdminOperator> {
      const scope = await scopeOf(caller);
      await visible(caller, scope, id);
      return one(id, scope);
    },

    async create(caller: ConsoleOperator, input: { email: string; name: string; is_owner: boolean; channels: AdminOperatorGrantInput[] }) {
      const scope = await scopeOf(caller);
      if (input.is_owner && !caller.isOwner) throw new ConsoleForbidden('Only an owner may make an owner');
      const grants = await resolveGrants(input.channels, scope);
      if (!input.is_owner && grants.length === 0) throw new ValidationError({ channels: ['Give the operator a role on at least one channel'] });
      if (await repository.findByEmail(normalizeOperatorEmail(input.email))) throw new EmailTaken();
      const password = temporaryPassword();
      const id = await operators.create({ email: input.email, name: input.name, password, isOwner: input.is_owner, mustChangePassword: true });
      // Two operators creating the same address at once: the unique index decides.
      if (id === 'exists') throw new EmailTaken();
      if (!input.is_owner) await repository.setRoles(id, grants);
      return { operator: await one(id, scope), temporary_password: password };
    },

    async update(caller: ConsoleOperator, id: number, changes: AdminOperatorUpdate) {
      const scope = await scopeOf(caller);
      const { row, grants } = await visible(caller, scope, id);
      const before = await one(id, scope);
      // A temporary password opens every channel the operator holds: only someone who administers all of them may issue one.
      if (changes.reset_password && !scope.all && row.id !== caller.id && grants.some((grant) => !scope.channelIds.has(grant.channelId))) {
        throw new ConsoleForbidden('This operator also holds roles on channels you do not administer; an owner may reset their password');
      }
      if (changes.is_owner !== undefined && changes.is_owner !== (row.is_owner === 1)) {
        if (!caller.isOwner) throw new ConsoleForbidden('Only an owner may make or unmake an owner');
        if (!changes.is_owner && (await ownerCount()) <= 1) throw new LastOwner();
      }
      if (changes.channels !== undefined) {
        const next = await resolveGrants(changes.channels, scope);
        // An admin's edit replaces the roles on their channels only; roles elsewhere stay.
        const kept = scope.all ? [] : grants.filter((grant) => !scope.channelIds.has(grant.channelId));
        await repository.setRoles(id, [...kept, ...next]);
      }
      let password: string | null = null;
      const set: Parameters<OperatorsRepository['update']>[1] = {};
      if (changes.name !== undefined) set.name = changes.name;
      if (changes.is_owner !== undefined && caller.isOwner) set.is_owner = changes.is_owner ? 1 : 0;
      if (changes.reset_password) {
        password = temporaryPassword();
        set.password_hash = await hashPassword(password);
        set.must_change_password = 1;
      }
      if (Object.keys(set).length > 0) await repository.update(id, { ...set, updated_at: now().toISOString() });
      if (password !== null) await repository.deleteSessionsOf(id);
      return { before, after: await one(id, scope), temporary_password: password };
    },

    async remove(caller: ConsoleOperator, id: number): Promise<AdminOperator> {
      if (id === caller.id) throw new AppError(409, 'CANNOT_DELETE_SELF', 'You cannot delete your own account');
      const scope = await scopeOf(caller);
      const { row, grants } = await visible(caller, scope, id);
      if (!scope.all && grants.some((grant) => !scope.channelIds.has(grant.channelId))) {
        throw new ConsoleForbidden('This operator also holds roles on channels you do not administer; remove their roles here instead');
      }
      if (row.is_owner === 1 && (await ownerCount()) <= 1) throw new LastOwner();
      const before = await one(id, scope);
      await repository.delete(id);
      return before;
    },
  };
}
export type OperatorsAdmin = ReturnType<typeof createOperatorsAdmin>;
