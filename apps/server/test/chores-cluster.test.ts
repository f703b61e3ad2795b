import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, logCollector, type TestApp } from './helper';
import { waitFor } from './built-processes';

const EVERY_MS = 400;

/** The periods of each chore claimed by any instance (their starts, in ms), from the instances' debug logs. */
function claimsOf(...logs: string[][]): Map<string, number[]> {
  const claims = new Map<string, number[]>();
  for (const line of logs.flat()) {
    const entry = JSON.parse(line) as { msg?: string; chore?: string; period?: string };
    if (entry.msg === 'chore claimed' && entry.chore && entry.period) claims.set(entry.chore, [...(claims.get(entry.chore) ?? []), Date.parse(entry.period)]);
  }
  for (const times of claims.values()) times.sort((a, b) => a - b);
  return claims;
}

const gaps = (times: number[]) => times.slice(1).map((time, index) => time - times[index]!);

describe.each(dialects)('chores on two instances of one deployment (%s)', (dialect) => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const t of apps.reverse()) await t.close();
    apps.length = 0;
  });

  it('runs each chore once per period, whichever instance claims it', async () => {
    const logA = logCollector();
    const logB = logCollector();
    const env = { LOG_LEVEL: 'debug' };
    const a = await createTestApp(dialect, { env, logStream: logA.stream, choreEveryMs: EVERY_MS });
    apps.push(a);
    const b = await createTestApp(dialect, { env, logStream: logB.stream, choreEveryMs: EVERY_MS, sameDatabaseAs: a });
    apps.push(b);

    const [tasks] = await Promise.all([a.app.startBackgroundTasks(), b.app.startBackgroundTasks()]);
    const names = tasks.chores.map((chore) => chore.name);
    expect(names).toEqual(expect.arrayContaining(['expired API keys', 'expired account tokens', 'finished jobs', 'analytics rollup', 'raw analytics past retention']));
    // Four periods of the chore that waits one before its first run.
    await waitFor(() => ((claimsOf(logA.lines, logB.lines).get('analytics rollup')?.length ?? 0) >= 4 ? true : null), 'four rollup periods', 20_000);
    await Promise.all([a.app.close(), b.app.close()]);

    const claims = claimsOf(logA.lines, logB.lines);
    for (const name of names) {
      const times = claims.get(name) ?? [];
      expect(times.length, name).toBeGreaterThanOrEqual(3);
      // Two instances asking every period would both claim it, milliseconds apart; one claim per period starts at
      // least 90 % of the interval after the last.
      expect(Math.min(...gaps(times)), `${name}: ${gaps(times).join(', ')}`).toBeGreaterThanOrEqual(EVERY_MS * 0.9);
    }
  });
});
