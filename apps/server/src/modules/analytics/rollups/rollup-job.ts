import { z } from 'zod';
import { jobType } from '../../../lib/queue/job-type';
import { rollUpDay } from './rollup-compute';
import { type ChannelDay, RAW_TABLES, type RollupsRepository } from './rollups.repository';

/**
 * Folds new raw analytics rows into the rollups. Enqueued once a minute (jobId per minute, so instances agree) and by
 * the console's "refresh now"; runs one at a time and reruns give the same rollups.
 */
export const ANALYTICS_ROLLUP_JOB = jobType('analytics.rollup', z.object({ reason: z.enum(['minute', 'refresh']) }), { attempts: 3, timeoutMs: 120_000, concurrency: 1 });

/**
 * Rows committed out of seq order (PostgreSQL hands out seqs before commit) could slip under a watermark: the
 * watermark only passes rows received this long ago, later rows are looked at again on the next run.
 */
export const SETTLE_MS = 30_000;

/**
 * One run: every channel-day with rows past the watermarks is recomputed from its raw rows (distinct viewers and
 * exact percentiles need the whole day) and replaced; then the watermarks move. Returns the channel-days redone.
 */
export async function runRollup(repository: RollupsRepository, now = new Date()): Promise<number> {
  const marks = await repository.watermarks();
  const settledBefore = new Date(now.getTime() - SETTLE_MS).toISOString();
  const days = new Map<string, ChannelDay>();
  const nextMarks: [string, number][] = [];
  for (const table of RAW_TABLES) {
    const { days: touched, settledSeq } = await repository.touched(table, marks.get(table) ?? 0, settledBefore);
    for (const day of touched) days.set(`${day.channel_id}|${day.day}`, day);
    if (settledSeq !== null) nextMarks.push([table, settledSeq]);
  }
  for (const day of days.values()) await repository.replaceDay(day, rollUpDay(await repository.rawDay(day)));
  for (const [table, seq] of nextMarks) await repository.setWatermark(table, seq, now.toISOString());
  return days.size;
}
