import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** tus Upload-Metadata: `key base64(value)` pairs. */
export const tusMetadata = (fields: Record<string, string>): string =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

export interface Session {
  cookie: string;
  csrf: string;
}

export const tusHeaders = (session: Session, extra: Record<string, string> = {}): Record<string, string> => ({
  cookie: session.cookie,
  'x-csrf-token': session.csrf,
  'tus-resumable': '1.0.0',
  ...extra,
});

export interface NewUpload {
  size: number;
  channel?: string;
  filename?: string;
  title?: string;
  normalize?: boolean;
}

/** tus requests go over a real connection: tus answers on the raw response, which an injected request does not fully emulate. */
export function createUpload(baseUrl: string, session: Session, upload: NewUpload): Promise<Response> {
  const fields: Record<string, string> = { channel_key: upload.channel ?? 'varsity', filename: upload.filename ?? 'match.final.mp4' };
  if (upload.title !== undefined) fields.title = upload.title;
  if (upload.normalize !== undefined) fields.normalize_audio = upload.normalize ? '1' : '0';
  return fetch(`${baseUrl}/api/admin/uploads`, { method: 'POST', headers: tusHeaders(session, { 'upload-length': String(upload.size), 'upload-metadata': tusMetadata(fields) }) });
}

/** The upload id of a creation's answer (its Location is `/api/admin/uploads/<id>`). */
export function uploadIdOf(response: Response): string {
  const match = /^\/api\/admin\/uploads\/([^/]+)$/.exec(response.headers.get('location') ?? '');
  if (!match) throw new Error(`no upload location in ${response.status}`);
  return match[1]!;
}

/** Creates an upload and answers its id. */
export async function startUpload(baseUrl: string, session: Session, upload: NewUpload): Promise<string> {
  const response = await createUpload(baseUrl, session, upload);
  if (response.status !== 201) throw new Error(`upload refused: ${response.status} ${await response.text()}`);
  return uploadIdOf(response);
}

export function patchUpload(baseUrl: string, session: Session, id: string, offset: number, bytes: Buffer, csrf = true): Promise<Response> {
  const headers = tusHeaders(session, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' });
  if (!csrf) delete headers['x-csrf-token'];
  return fetch(`${baseUrl}/api/admin/uploads/${id}`, { method: 'PATCH', headers, body: new Uint8Array(bytes) });
}

export function tusRequest(baseUrl: string, session: Session, method: 'HEAD' | 'DELETE', id: string): Promise<Response> {
  return fetch(`${baseUrl}/api/admin/uploads/${id}`, { method, headers: tusHeaders(session) });
}

/**
 * A PATCH over a real connection that dies midway: it announces all of `bytes`, sends the first `sent`
 * of them, then the client drops the connection, as a browser losing the network does.
 */
export function patchThenDrop(baseUrl: string, session: Session, id: string, offset: number, bytes: Buffer, sent: number): Promise<void> {
  return new Promise((resolve) => {
    const request = httpRequest(`${baseUrl}/api/admin/uploads/${id}`, {
      method: 'PATCH',
      headers: tusHeaders(session, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', 'content-length': String(bytes.length) }),
    });
    request.on('error', () => undefined);
    request.on('close', () => resolve());
    request.write(bytes.subarray(0, sent), () => setTimeout(() => request.destroy(), 200));
  });
}

/** tus talks to a real socket (it streams bodies): the test app listens on a free loopback port, whose base URL this returns. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}
