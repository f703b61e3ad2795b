import type { Clip } from '@ott/contracts';
import type { FastifyInstance } from 'fastify';
import { get } from './auth-helpers';

/** Waits until the user's clip is made (ready or failed), reading the user's own clip list. */
export async function untilClipReady(app: FastifyInstance, apiKey: string, id: number, timeoutMs = 20_000): Promise<Clip> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const clip = ((await get(app, '/api/clips/user', apiKey)).body.data as Clip[]).find((candidate) => candidate.id === id)!;
    if (clip.status === 'ready' || clip.status === 'failed') return clip;
    if (Date.now() > deadline) throw new Error(`clip ${id} still ${clip.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
