import { type ChildProcess, spawn } from 'node:child_process';
import { AdminIngest } from '@ott/contracts/live-ingest';
import { expect } from 'vitest';
import { locateFfmpeg } from '../src/lib/ffmpeg/locate';
import type { SignedInOperator } from './console-helpers';
import type { TestApp } from './helper';

export interface Push {
  child: ChildProcess;
  /** Resolves when ffmpeg has exited, with its code and what it printed. */
  done: Promise<{ code: number | null; stderr: string }>;
  /** Drops the connection at once, as a crashed encoder or a cut cable does. */
  drop(): Promise<void>;
}

/**
 * An encoder: ffmpeg publishing `seconds` of a moving test pattern with a tone, at real-time pace, with a keyframe
 * every 2 s (what the console asks of OBS). Stopped by PID when the test ends, even when it fails.
 */
export function pushTestStream(url: string, { seconds, size = '320x180', rate = 25 }: { seconds: number; size?: string; rate?: number }): Push {
  const args = ['-v', 'error', '-re', '-f', 'lavfi', '-i', `testsrc2=s=${size}:r=${rate}:d=${seconds}`, '-f', 'lavfi', '-i', `sine=frequency=440:d=${seconds}`];
  args.push('-c:v', 'libx264', '-preset', 'ultrafast', '-g', String(rate * 2), '-keyint_min', String(rate * 2), '-sc_threshold', '0', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k', '-f', 'flv', url);
  const child = spawn(locateFfmpeg(null).path, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<{ code: number | null; stderr: string }>((resolve) => child.on('close', (code) => resolve({ code, stderr })));
  pushes.add(child);
  void done.then(() => pushes.delete(child));
  return {
    child,
    done,
    async drop() {
      child.kill('SIGKILL');
      await done;
    },
  };
}

const pushes = new Set<ChildProcess>();

/** Kills every encoder a test left running (call from afterEach/afterAll). */
export function stopPushes(): void {
  for (const child of pushes) child.kill('SIGKILL');
}

export const INGEST_BASE = '/api/admin/channels/varsity';

/** A free varsity event that started a minute ago and ends in an hour: its encoder is accepted at once. */
export async function createLiveEvent(t: TestApp, editor: SignedInOperator, name: string): Promise<number> {
  const category = await t.db.selectFrom('event_categories as c').innerJoin('channels as ch', 'ch.id', 'c.channel_id').select('c.id').where('ch.key', '=', 'varsity').orderBy('c.id').executeTakeFirstOrThrow();
  const created = await editor.inject('POST', `${INGEST_BASE}/events`, {
    name,
    event_utc_ts: new Date(Date.now() - 60_000).toISOString(),
    end_utc_ts: new Date(Date.now() + 3_600_000).toISOString(),
    time_zone: 'America/Chicago',
    pricing_type: 'free',
    event_category_id: category.id,
  });
  expect(created.statusCode).toBe(201);
  return created.json().data.id as number;
}

/** The console's Start now / End. */
export async function ingestAction(editor: SignedInOperator, eventId: number, action: 'start' | 'end'): Promise<AdminIngest> {
  const response = await editor.inject('POST', `${INGEST_BASE}/events/${eventId}/ingest/action`, { action });
  expect(response.statusCode).toBe(200);
  return AdminIngest.parse(response.json().data);
}
