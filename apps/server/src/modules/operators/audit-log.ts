import type { FastifyRequest } from 'fastify';
import type { OperatorsRepository } from './operators.repository';

export interface AuditEntry {
  /** What was done, e.g. 'channel.create', 'event.update', 'operator.delete'. */
  action: string;
  /** What it was done to, e.g. 'channel', 'event', 'operator'. */
  entity_type: string;
  entity_id: string | number | null;
  /** The entity before and after (any JSON-able value; null for a creation's before or a deletion's after). */
  before: unknown;
  after: unknown;
  /** The channel concerned when the route names none in its URL (e.g. a channel just created); otherwise the request's. */
  channel_id?: number | null;
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/**
 * The audit log every console change writes to: who (the request's operator), when, on which channel
 * (the request's `consoleChannel` unless the entry names one), what, and the entity before and after.
 */
export function createAuditLog({ repository, now = () => new Date() }: { repository: Pick<OperatorsRepository, 'insertAudit'>; now?: () => Date }) {
  return {
    async record(request: FastifyRequest, entry: AuditEntry): Promise<void> {
      const operator = request.operator;
      if (!operator) throw new Error('AuditLog.record needs a signed-in operator');
      await repository.insertAudit({
        at: now().toISOString(),
        operator_id: operator.id,
        operator_email: operator.email,
        channel_id: entry.channel_id !== undefined ? entry.channel_id : (request.consoleChannel?.id ?? null),
        action: entry.action,
        entity_type: entry.entity_type,
        entity_id: entry.entity_id === null ? null : String(entry.entity_id),
        before_json: json(entry.before),
        after_json: json(entry.after),
      });
    },
  };
}
export type AuditLog = ReturnType<typeof createAuditLog>;
