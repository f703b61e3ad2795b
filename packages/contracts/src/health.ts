import { z } from 'zod';

export const Health = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']), version: z.string() });
export type Health = z.infer<typeof Health>;

/** `/api/health/live`: the process answers; `instance` says which one did (INSTANCE_NAME). */
export const Liveness = z.object({ status: z.literal('ok'), instance: z.string(), version: z.string() });
export type Liveness = z.infer<typeof Liveness>;

const Reachable = z.enum(['up', 'down']);
/** `/api/health/ready`: whether this instance should get traffic; Redis is `off` when REDIS_URL is unset. */
export const Readiness = z.object({
  status: z.enum(['ready', 'unready']),
  instance: z.string(),
  version: z.string(),
  database: Reachable,
  redis: z.enum(['up', 'down', 'off']),
  store: Reachable,
});
export type Readiness = z.infer<typeof Readiness>;
