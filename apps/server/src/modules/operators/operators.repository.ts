import type { OperatorRole } from '@ott/contracts/admin-auth';
import { type Insertable, type Kysely, type Selectable, type Updateable, sql } from 'kysely';
import type { AuditLogTable, OperatorsTable } from '../../db/console-schema';
import type { Database } from '../../db/schema';
import { unlessExists } from '../../db/unique-violation';

export type OperatorRow = Selectable<OperatorsTable>;
export type AuditRow = Selectable<AuditLogTable>;

export interface AuditFilter {
  /** Only these channels (an admin's); undefined: every row (an owner). */
  channelIds?: number[];
  channelId?: number;
  operatorEmail?: string;
  action?: string;
  entityType?: string;
  from?: string;
  to?: string;
}

/** The only place with SQL for operators, their roles, sessions, recovery codes and the audit log. */
export function createOperatorsRepository(db: Kysely<Database>) {
  return {
    findByEmail: (email: string) => db.selectFrom('operators').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst(),
    findById: (id: number) => db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst(),
    /** The new operator's id, or 'exists' when the email is already an operator's. */
    insert: (row: Insertable<OperatorsTable>) => unlessExists(async () => (await db.insertInto('operators').values(row).returning('id').executeTakeFirstOrThrow()).id),
    update: (id: number, changes: Updateable<OperatorsTable>) => db.updateTable('operators').set(changes).where('id', '=', id).execute(),
    delete: (id: number) => db.deleteFrom('operators').where('id', '=', id).execute(),
    count: async () => Number((await db.selectFrom('operators').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),

    /** Operators in id order; with channelIds, only those holding a role on one of them. */
    list: (channelIds?: number[]) => {
      let query = db.selectFrom('operators').selectAll();
      if (channelIds) {
        if (channelIds.length === 0) return Promise.resolve([] as OperatorRow[]);
        query = query.where('id', 'in', db.selectFrom('operator_channel_roles').select('operator_id').where('channel_id', 'in', channelIds));
      }
      return query.orderBy('id').execute();
    },

    rolesOf: (operatorIds: number[]) =>
      operatorIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('operator_channel_roles')
            .innerJoin('channels', 'channels.id', 'operator_channel_roles.channel_id')
            .select(['operator_channel_roles.operator_id', 'operator_channel_roles.channel_id', 'operator_channel_roles.role', 'channels.key', 'channels.name', 'channels.time_zone'])
            .where('operator_channel_roles.operator_id', 'in', operatorIds)
            .orderBy('channels.id')
            .execute(),

    roleOn: async (operatorId: number, channelId: number) =>
      ((await db.selectFrom('operator_channel_roles').select('role').where('operator_id', '=', operatorId).where('channel_id', '=', channelId).executeTakeFirst())?.role as OperatorRole | undefined) ?? null,

    /** Replaces every role of the operator with these. */
    setRoles: (operatorId: number, roles: ReadonlyArray<{ channelId: number; role: OperatorRole }>) =>
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('operator_channel_roles').where('operator_id', '=', operatorId).execute();
        if (roles.length > 0) await trx.insertInto('operator_channel_roles').values(roles.map((grant) => ({ operator_id: operatorId, channel_id: grant.channelId, role: grant.role }))).execute();
      }),

    insertSession: (row: { operator_id: number; token_hash: string; csrf_token: string; created_at: string; last_seen_at: string; expires_at: string }) =>
      db.insertInto('operator_sessions').values(row).execute(),
    findSession: (tokenHash: string) =>
      db
        .selectFrom('operator_sessions')
        .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
        .select([
          'operator_sessions.id as session_id',
          'operator_sessions.csrf_token',
          'operator_sessions.last_seen_at',
          'operator_sessions.expires_at',
          'operators.id',
          'operators.email',
          'operators.name',
          'operators.is_owner',
          'operators.must_change_password',
        ])
        .where('operator_sessions.token_hash', '=', tokenHash)
        .executeTakeFirst(),
    touchSession: (sessionId: number, at: string) => db.updateTable('operator_sessions').set({ last_seen_at: at }).where('id', '=', sessionId).execute(),
    deleteSession: (sessionId: number) => db.deleteFrom('operator_sessions').where('id', '=', sessionId).execute(),
    /** Every session of the operator but the one kept (null: all). */
    deleteSessionsOf: (operatorId: number, keepSessionId: number | null = null) => {
      let query = db.deleteFrom('operator_sessions').where('operator_id', '=', operatorId);
      if (keepSessionId !== null) query = query.where('id', '<>', keepSessionId);
      return query.execute();
    },
    deleteExpiredSessions: async (now: string, idleSince: string) =>
      Number((await db.deleteFrom('operator_sessions').where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleSince)])).executeTakeFirst()).numDeletedRows),

    replaceRecoveryCodes: (operatorId: number, hashes: string[]) =>
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('operator_recovery_codes').where('operator_id', '=', operatorId).execute();
        if (hashes.length > 0) await trx.insertInto('operator_recovery_codes').values(hashes.map((code_hash) => ({ operator_id: operatorId, code_hash, used_at: null }))).execute();
      }),
    /** Marks an unused code used; false when there was none (wrong, or already used). */
    /** Records a TOTP step as used; false when it, or a later one, already was (a replayed code). */
    claimTotpStep: async (operatorId: number, step: number) => {
      const result = await db
        .updateTable('operators')
        .set({ totp_last_step: step })
        .where('id', '=', operatorId)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    useRecoveryCode: async (operatorId: number, codeHash: string, at: string) => {
      const result = await db
        .updateTable('operator_recovery_codes')
        .set({ used_at: at })
        .where('operator_id', '=', operatorId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    insertAudit: (row: Insertable<AuditLogTable>) => db.insertInto('audit_log').values(row).execute(),

    listAudit: async (filter: AuditFilter, page: { offset: number; limit: number }) => {
      let query = db.selectFrom('audit_log').leftJoin('channels', 'channels.id', 'audit_log.channel_id');
      if (filter.channelIds) query = filter.channelIds.length === 0 ? query.where(sql<boolean>`1 = 0`) : query.where('audit_log.channel_id', 'in', filter.channelIds);
      if (filter.channelId !== undefined) query = query.where('audit_log.channel_id', '=', filter.channelId);
      if (filter.operatorEmail) query = query.where('audit_log.operator_email', '=', filter.operatorEmail.trim().toLowerCase());
      if (filter.action) query = query.where('audit_log.action', '=', filter.action);
      if (filter.entityType) query = query.where('audit_log.entity_type', '=', filter.entityType);
      if (filter.from) query = query.where('audit_log.at', '>=', filter.from);
      if (filter.to) query = query.where('audit_log.at', '<', filter.to);
      const [rows, total] = await Promise.all([
        query.selectAll('audit_log').select('channels.key as channel_key').orderBy('audit_log.id', 'desc').offset(page.offset).limit(page.limit).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
  };
}
export type OperatorsRepository = ReturnType<typeof createOperatorsRepository>;
