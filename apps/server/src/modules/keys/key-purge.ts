import type { FastifyBaseLogger } from 'fastify';
import type { KeysService } from './keys.service';

export const KEY_PURGE_INTERVAL_MS = 3_600_000;

/** Deletes expired API keys now and then every `intervalMs`, without keeping the process alive. */
export function startKeyPurge(keys: Pick<KeysService, 'purgeExpired'>, log: FastifyBaseLogger, intervalMs = KEY_PURGE_INTERVAL_MS) {
  const purge = async () => {
    try {
      const deleted = await keys.purgeExpired();
      if (deleted > 0) log.info({ deleted }, 'expired API keys purged');
    } catch (error) {
      log.error({ err: error }, 'purging expired API keys failed');
    }
  };
  const timer = setInterval(() => void purge(), intervalMs);
  timer.unref();
  return { firstRun: purge(), stop: () => clearInterval(timer) };
}
