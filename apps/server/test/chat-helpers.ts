import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { SignedInOperator } from './console-helpers';
import type { TestApp } from './helper';
import { onSseBlocks } from './sse-blocks';

export interface ChatFrame {
  event: string;
  id: number | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
}

export interface ChatStream {
  status: number;
  frames: ChatFrame[];
  /** Ids of the `message` frames received, in order. */
  messageIds(): number[];
  close(): void;
}

/** Opens an event's chat stream on an app listening on a real socket; resolves once the `state` frame has arrived (or with the refusal). */
export async function openChat(t: TestApp, eventId: number, apiKey: string, { lastEventId, afterId }: { lastEventId?: number; afterId?: number } = {}): Promise<ChatStream> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const query = new URLSearchParams({ api_key: apiKey, ...(afterId !== undefined ? { after_id: String(afterId) } : {}) });
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    get(`http://127.0.0.1:${port}/api/events/${eventId}/chat?${query}`, { headers: lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {} }, resolve).on('error', reject);
  });
  const frames: ChatFrame[] = [];
  const stream: ChatStream = {
    status: response.statusCode ?? 0,
    frames,
    messageIds: () => frames.filter((frame) => frame.event === 'message').map((frame) => frame.id!),
    close: () => response.destroy(),
  };
  if (response.statusCode !== 200) {
    let body = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (body += chunk));
    await new Promise((resolve) => response.on('end', resolve));
    frames.push({ event: 'error', id: null, data: JSON.parse(body) });
    return stream;
  }
  expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
  onSseBlocks(response, (block) => {
    const fields = Object.fromEntries(block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]));
    if (fields.event) frames.push({ event: fields.event, id: fields.id ? Number(fields.id) : null, data: JSON.parse(fields.data ?? 'null') });
  });
  await expect.poll(() => frames.some((frame) => frame.event === 'state'), { timeout: 5_000, interval: 10 }).toBe(true);
  return stream;
}

/** A free event of the channel (varsity unless asked otherwise) that started a minute ago and ends in an hour: live now. */
export async function createChatEvent(t: TestApp, editor: SignedInOperator, name: string, { channelKey = 'varsity' }: { channelKey?: string } = {}): Promise<number> {
  const category = await t.db.selectFrom('event_categories as c').innerJoin('channels as ch', 'ch.id', 'c.channel_id').select('c.id').where('ch.key', '=', channelKey).orderBy('c.id').executeTakeFirstOrThrow();
  const created = await editor.inject('POST', `/api/admin/channels/${channelKey}/events`, {
    name,
    event_utc_ts: new Date(Date.now() - 60_000).toISOString(),
    end_utc_ts: new Date(Date.now() + 3_600_000).toISOString(),
    time_zone: 'America/Chicago',
    pricing_type: 'free',
    event_category_id: category.id,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.id as number;
}

export async function postChat(t: TestApp, eventId: number, apiKey: string, text: string) {
  const response = await t.app.inject({ method: 'POST', url: `/api/events/${eventId}/chat`, payload: { api_key: apiKey, text } });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.statusCode, body: response.json() as any };
}
