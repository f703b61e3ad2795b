/**
 * Who may touch an upload once it exists: tus acts on the upload the route checked and no other (a query string
 * naming another upload reaches nothing), every request re-checks the operator's current role on the upload's
 * channel, and tus's own refusals come in the API's JSON envelope.
 */
import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SignedInOperator, signInOperator } from './console-helpers';
import { createTestApp, dialects, type TestApp } from './helper';
import { createUpload, listenOnLoopback, patchUpload, startUpload, tusHeaders, tusRequest } from './media-uploads-helpers';

const NOT_FOUND = { status: 404, code: 'NOT_FOUND', message: 'Upload not found', message_code: 'UPLOAD_NOT_FOUND' };

describe.each(dialects)('media upload access (%s)', (dialect) => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    baseUrl = await listenOnLoopback(t.app);
  });
  afterAll(async () => t.close());

  const answerOf = async (response: Response) => ({ status: response.status, ...((await response.json()) as object) });
  const offsetOf = async (session: SignedInOperator, id: string) => (await tusRequest(baseUrl, session, 'HEAD', id)).headers.get('upload-offset');
  const assetsOf = (channelKey: string) =>
    t.db.selectFrom('media_assets').innerJoin('channels', 'channels.id', 'media_assets.channel_id').select('media_assets.id').where('channels.key', '=', channelKey).execute();
  const uploadAuditsBy = (operatorId: number) => t.db.selectFrom('audit_log').select('id').where('action', '=', 'media.upload').where('operator_id', '=', operatorId).execute();
  /** Sends `text` as is on a new connection and answers everything the server sent until it closed. */
  const rawRequest = (text: string) =>
    new Promise<string>((resolve, reject) => {
      let answer = '';
      const socket = connect((t.app.server.address() as AddressInfo).port, '127.0.0.1', () => socket.write(text));
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('error', reject);
      socket.on('close', () => resolve(answer));
    });
  /** `PATCH|HEAD|DELETE /api/admin/uploads/<mine>?x=/<victim>`: the router's id is <mine>, the URL's last segment <victim>. */
  const smuggled = (session: SignedInOperator, method: 'PATCH' | 'HEAD' | 'DELETE', mine: string, victim: string, extra: Record<string, string> = {}, body?: Buffer) =>
    fetch(`${baseUrl}/api/admin/uploads/${mine}?x=/${victim}`, { method, headers: tusHeaders(session, extra), body: body && new Uint8Array(body) });

  it("refuses with 404 an editor's PATCH, HEAD and DELETE naming another channel's upload in the query string or a fragment, and leaves that upload as it was", async () => {
    const editorOfA = await signInOperator(t.app, { role: 'editor', channelKey: 'varsity' });
    const editorOfB = await signInOperator(t.app, { role: 'editor', channelKey: 'universitaire' });
    const mine = await startUpload(baseUrl, editorOfA, { size: 1000 });
    const victims: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const victim = await startUpload(baseUrl, editorOfB, { size: 1000, channel: 'universitaire' });
      expect((await patchUpload(baseUrl, editorOfB, victim, 0, randomBytes(400))).status).toBe(204);
      victims.push(victim);
    }
    const [written, read, cancelled, readByFragment] = victims as [string, string, string, string];

    const patched = await smuggled(editorOfA, 'PATCH', mine, written, { 'upload-offset': '400', 'content-type': 'application/offset+octet-stream' }, randomBytes(600));
    expect(await answerOf(patched)).toEqual(NOT_FOUND);
    const head = await smuggled(editorOfA, 'HEAD', mine, read);
    expect([head.status, head.headers.get('upload-offset')]).toEqual([404, null]);
    expect(await answerOf(await smuggled(editorOfA, 'DELETE', mine, cancelled))).toEqual(NOT_FOUND);
    // A fragment in the request target (which fetch and curl never send, a raw client may) is refused the same way.
    const fragment = await rawRequest(`HEAD /api/admin/uploads/${mine}#/${readByFragment} HTTP/1.1\r\nHost: localhost\r\nCookie: ${editorOfA.cookie}\r\nTus-Resumable: 1.0.0\r\nConnection: close\r\n\r\n`);
    expect(fragment.split('\r\n').filter((line) => /^(HTTP\/|upload-offset)/i.test(line))).toEqual(['HTTP/1.1 404 Not Found']);

    for (const victim of victims) expect(await offsetOf(editorOfB, victim), victim).toBe('400');
    expect(await assetsOf('universitaire')).toEqual([]);
    expect(await uploadAuditsBy(editorOfA.operatorId)).toEqual([]);
    // Nor was the attacker's own upload touched by the refused requests.
    expect(await offsetOf(editorOfA, mine)).toBe('0');
    // The owner of the uploads still finishes them.
    const last = await patchUpload(baseUrl, editorOfB, written, 400, randomBytes(600));
    expect(last.status).toBe(204);
    const asset = await t.db.selectFrom('media_assets').select(['created_by']).where('id', '=', Number(last.headers.get('upload-asset-id'))).executeTakeFirstOrThrow();
    expect(asset.created_by).toBe(editorOfB.operatorId);
  });

  it('stops an operator whose role on the channel was removed (404) or lowered below editor (403) from resuming, reading or cancelling their upload, and leaves it out of their list', async () => {
    const owner = await signInOperator(t.app, { role: 'owner' });
    const removed = await signInOperator(t.app, { role: 'editor', channelKey: 'varsity' });
    const demoted = await signInOperator(t.app, { role: 'editor', channelKey: 'varsity' });
    const ids = new Map<SignedInOperator, string>();
    for (const operator of [removed, demoted]) {
      const id = await startUpload(baseUrl, operator, { size: 1000 });
      expect((await patchUpload(baseUrl, operator, id, 0, randomBytes(400))).status).toBe(204);
      ids.set(operator, id);
    }
    expect((await owner.inject('PATCH', `/api/admin/operators/${removed.operatorId}`, { channels: [] })).statusCode).toBe(200);
    expect((await owner.inject('PATCH', `/api/admin/operators/${demoted.operatorId}`, { channels: [{ channel_key: 'varsity', role: 'analyst' }] })).statusCode).toBe(200);

    const FORBIDDEN = { status: 403, code: 'FORBIDDEN', message: 'Your role does not allow this', message_code: 'ROLE_DOES_NOT_ALLOW' };
    for (const [operator, expected] of [
      [removed, NOT_FOUND],
      [demoted, FORBIDDEN],
    ] as const) {
      const id = ids.get(operator)!;
      expect(await answerOf(await patchUpload(baseUrl, operator, id, 400, randomBytes(600)))).toEqual(expected);
      expect((await tusRequest(baseUrl, operator, 'HEAD', id)).status).toBe(expected.status);
      expect(await answerOf(await tusRequest(baseUrl, operator, 'DELETE', id))).toEqual(expected);
      const row = await t.db.selectFrom('media_uploads').select(['completed_at', 'asset_id']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toEqual({ completed_at: null, asset_id: null });
      expect(await t.db.selectFrom('media_assets').select('id').where('created_by', '=', operator.operatorId).execute()).toEqual([]);
      expect(await uploadAuditsBy(operator.operatorId)).toEqual([]);
      // Nor is it offered to resume any more.
      expect((await operator.inject('GET', '/api/admin/uploads')).json()).toEqual({ data: [] });
    }
  });

  // Watches the file grow in DATA_DIR/uploads, where tus keeps uploads on the local store only.
  it.skipIf(process.env.TEST_MEDIA_STORE === 's3')('does not finish an upload whose operator lost the channel while its last PATCH was streaming', async () => {
    const owner = await signInOperator(t.app, { role: 'owner' });
    const editor = await signInOperator(t.app, { role: 'editor', channelKey: 'varsity' });
    const id = await startUpload(baseUrl, editor, { size: 1000 });
    const bytes = randomBytes(1000);
    const request = httpRequest(`${baseUrl}/api/admin/uploads/${id}`, {
      method: 'PATCH',
      headers: tusHeaders(editor, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'content-length': '1000' }),
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('error', reject);
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
    });
    request.write(bytes.subarray(0, 500));
    // The route has checked the role and tus is writing the first half when the role goes.
    await vi.waitFor(async () => expect((await stat(join(t.config.dataDir, 'uploads', id))).size).toBe(500));
    expect((await owner.inject('PATCH', `/api/admin/operators/${editor.operatorId}`, { channels: [] })).statusCode).toBe(200);
    request.end(bytes.subarray(500));

    const { status, body } = await answered;
    expect({ status, ...JSON.parse(body) }).toEqual(NOT_FOUND);
    expect(await t.db.selectFrom('media_uploads').select(['completed_at', 'asset_id']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ completed_at: null, asset_id: null });
    expect(await t.db.selectFrom('media_assets').select('id').where('created_by', '=', editor.operatorId).execute()).toEqual([]);
    expect(await uploadAuditsBy(editor.operatorId)).toEqual([]);
  });

  it("answers tus's own refusals in the JSON envelope with tus's status", async () => {
    const editor = await signInOperator(t.app, { role: 'editor' });
    const id = await startUpload(baseUrl, editor, { size: 100 });
    const expectEnvelope = async (response: Response, expected: { status: number; code: string; message: string }) => {
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('tus-resumable')).toBe('1.0.0');
      expect(await answerOf(response)).toEqual(expected);
    };

    await expectEnvelope(await patchUpload(baseUrl, editor, id, 10, randomBytes(10)), { status: 409, code: 'CONFLICT', message: 'Upload-Offset conflict' });
    await expectEnvelope(await patchUpload(baseUrl, editor, id, 0, randomBytes(101)), { status: 413, code: 'PAYLOAD_TOO_LARGE', message: "upload's size exceeded" });
    const withoutVersion = tusHeaders(editor, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' });
    delete withoutVersion['tus-resumable'];
    const unversioned = await fetch(`${baseUrl}/api/admin/uploads/${id}`, { method: 'PATCH', headers: withoutVersion, body: new Uint8Array(randomBytes(10)) });
    await expectEnvelope(unversioned, { status: 412, code: 'PRECONDITION_FAILED', message: 'Tus-Resumable Required' });
    expect(await offsetOf(editor, id)).toBe('0');
  });

  it('refuses a file name holding a NUL character, as every text field does', async () => {
    const editor = await signInOperator(t.app, { role: 'editor' });
    const refused = await createUpload(baseUrl, editor, { size: 10, filename: 'final\u0000.mp4' });
    expect(await answerOf(refused)).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Field value is invalid',
      message_code: 'INVALID_VALUE',
      errors: { filename: ['Field value is invalid'] },
      error_codes: { filename: [{ code: 'INVALID_VALUE' }] },
    });
    expect(await t.db.selectFrom('media_uploads').select('id').where('operator_id', '=', editor.operatorId).execute()).toEqual([]);
  });
});
