import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translatedError } from '@ott/client/api-error';
import { endpoint } from '@ott/contracts/endpoint';
import { z } from 'zod';
import { api, ApiError, setCsrfToken, setErrorTranslator, setFailureReporter, setUnauthorizedHandler } from './api';
import { chooseLanguage, initI18n } from './i18n';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

function stubFetch(status: number, payload: unknown) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      sent.push({
        url: String(input),
        method: init.method ?? 'GET',
        headers: (init.headers ?? {}) as Record<string, string>,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        credentials: init.credentials,
      });
      return new Response(payload === undefined ? '' : JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

describe('the console API client', () => {
  const unauthorized = vi.fn();
  beforeEach(() => setUnauthorizedHandler(unauthorized));
  afterEach(() => {
    vi.unstubAllGlobals();
    unauthorized.mockReset();
  });

  it('reads the envelope, under /api/admin, with the session cookie and without the CSRF header on reads', async () => {
    setCsrfToken('tok-1');
    const sent = stubFetch(200, { data: { id: 4, name: 'Final' } });
    await expect(api.get('/channels/varsity/events/4')).resolves.toEqual({ id: 4, name: 'Final' });
    expect(sent[0]).toMatchObject({ url: '/api/admin/channels/varsity/events/4', method: 'GET', credentials: 'same-origin' });
    expect(sent[0]?.headers['x-csrf-token']).toBeUndefined();
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)('sends the CSRF token on %s', async (method) => {
    setCsrfToken('tok-2');
    const sent = stubFetch(200, { data: { ok: true } });
    await (method === 'delete' ? api.delete('/channels/varsity/events/4') : api[method]('/channels/varsity/events/4', { name: 'x' }));
    expect(sent[0]?.method).toBe(method.toUpperCase());
    expect(sent[0]?.headers['x-csrf-token']).toBe('tok-2');
    if (method !== 'delete') expect(sent[0]?.body).toEqual({ name: 'x' });
  });

  it('keeps the meta of a list and leaves out empty query parameters', async () => {
    const sent = stubFetch(200, { data: [{ id: 1 }], meta: { total: 31, offset: 25, limit: 25 } });
    const page = await api.list('/audit', { offset: 25, limit: 25, search: '', action: undefined, channel_key: 'varsity' });
    expect(page).toEqual({ data: [{ id: 1 }], meta: { total: 31, offset: 25, limit: 25 } });
    expect(sent[0]?.url).toBe('/api/admin/audit?offset=25&limit=25&channel_key=varsity');
  });

  it('turns an error envelope into an ApiError with status, code, message and field errors', async () => {
    stubFetch(400, { message: 'Validation failed', code: 'VALIDATION_ERROR', errors: { name: ['Field is required'] } });
    const error = await api.post('/channels/varsity/events', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: 'Validation failed', errors: { name: ['Field is required'] } });
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('gives a code to an error without an envelope', async () => {
    stubFetch(502, undefined);
    await expect(api.get('/me/x')).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('sends the operator to the login page on a 401', async () => {
    stubFetch(401, { message: 'Session expired', code: 'SESSION_EXPIRED' });
    await expect(api.get('/channels')).rejects.toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it("does not on the sign-in's own 401 (a wrong password) nor on /me (asking whether anyone is signed in)", async () => {
    stubFetch(401, { message: 'Wrong email or password', code: 'INVALID_CREDENTIALS' });
    await expect(api.post('/auth/login', { email: 'a@b.c', password: 'x' })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    await expect(api.get('/me')).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('validates the data with a schema when one is given', async () => {
    stubFetch(200, { data: { id: 'not a number' } });
    await expect(api.get('/x', z.object({ id: z.number() }))).rejects.toThrow();
  });
});

describe('the console API client, its failures', () => {
  const unauthorized = vi.fn();
  const reported = vi.fn();
  beforeEach(() => {
    setUnauthorizedHandler(unauthorized);
    setFailureReporter(reported);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    unauthorized.mockReset();
    reported.mockReset();
    setFailureReporter(() => {});
  });

  it('reports a failure with its full path, in the words the operator is shown', async () => {
    stubFetch(500, { message: 'Boom', code: 'INTERNAL' });
    await expect(api.get('/channels', undefined, { search: 'a' })).rejects.toMatchObject({ status: 500 });
    expect(reported).toHaveBeenCalledWith({ method: 'GET', path: '/api/admin/channels', status: 500, code: 'INTERNAL', message: 'Boom' });
  });

  it('says the server could not be reached when no answer comes', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api.get('/channels')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: 'The server could not be reached' });
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ code: 'NETWORK_ERROR', message: 'The server could not be reached' }));
  });

  it('puts every failure through the one error translator the app sets', async () => {
    stubFetch(409, { message: 'This channel key is taken', code: 'CHANNEL_KEY_TAKEN', message_code: 'channel_key_taken', params: { key: 'varsity' } });
    const seen: ApiError[] = [];
    const previous = setErrorTranslator((error) => {
      seen.push(error);
      return translatedError(error, `[${error.messageCode ?? ''}] ${String(error.params?.key)}`);
    });
    try {
      await expect(api.post('/channels', {})).rejects.toMatchObject({ status: 409, code: 'CHANNEL_KEY_TAKEN', message: '[channel_key_taken] varsity' });
      expect(seen.map((error) => error.message)).toEqual(['This channel key is taken']);
      expect(reported).toHaveBeenCalledWith(expect.objectContaining({ message: '[channel_key_taken] varsity' }));
    } finally {
      setErrorTranslator(previous);
    }
  });

  it("handles an upload's failure as any other call's: a 401 signs out and the failure is reported", async () => {
    stubXhr(401, { message: 'Session expired', code: 'SESSION_EXPIRED' });
    await expect(api.upload('/channels/varsity/branding/logo', new File(['x'], 'logo.png'))).rejects.toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', path: '/api/admin/channels/varsity/branding/logo', status: 401 }));
  });
});

describe('the console API client and endpoint definitions', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const getChannel = endpoint({ method: 'GET', path: '/channels/:key', auth: 'session', response: async () => z.object({ key: z.string() }) });

  it('calls a definition under /api/admin and parses its answer with the contract', async () => {
    const sent = stubFetch(200, { data: { key: 'varsity', extra: 1 } });
    await expect(api.call(getChannel, { params: { key: 'varsity' }, query: { full: 1 } })).resolves.toEqual({ key: 'varsity' });
    expect(sent[0]).toMatchObject({ url: '/api/admin/channels/varsity?full=1', method: 'GET', credentials: 'same-origin' });
  });

  it('rejects an answer that breaks the contract', async () => {
    stubFetch(200, { data: { key: 4 } });
    await expect(api.call(getChannel, { params: { key: 'varsity' } })).rejects.toThrow('GET /channels/:key: the answer does not match its contract');
  });
});

/** An XMLHttpRequest that answers `status` with `payload` as soon as it is sent. */
function stubXhr(status: number, payload: unknown) {
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    withCredentials = false;
    open() {}
    setRequestHeader() {}
    send() {
      this.status = status;
      this.responseText = JSON.stringify(payload);
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

describe('the console API client in French', () => {
  beforeEach(async () => {
    setUnauthorizedHandler(() => undefined);
    initI18n('fr');
    await chooseLanguage('fr');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await chooseLanguage('en');
    localStorage.clear();
  });

  it("shows the server's message and field errors in French, keeping status and code", async () => {
    stubFetch(409, { message: 'This channel key is taken', code: 'CHANNEL_KEY_TAKEN', errors: { channel_key: ['This channel key is taken'], name: ['Field length must be less than 121'] } });
    const error = await api.post('/channels', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'CHANNEL_KEY_TAKEN',
      message: 'Cette clé de chaîne est déjà prise',
      errors: { channel_key: ['Cette clé de chaîne est déjà prise'], name: ['La longueur du champ doit être inférieure à 121'] },
    });
  });

  it('keeps a message it does not know in English', async () => {
    stubFetch(400, { message: 'A message added yesterday', code: 'VALIDATION_FAILED' });
    await expect(api.post('/channels', {})).rejects.toMatchObject({ message: 'A message added yesterday' });
  });

  it('translates the upload path too', async () => {
    stubXhr(400, { message: 'The image is larger than 5 MB', code: 'VALIDATION_FAILED', errors: { file: ['The file is not a PNG, JPEG, WebP or SVG image'] } });
    const error = await api.upload('/channels/varsity/branding/logo', new File(['x'], 'logo.png')).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 400, message: 'L’image dépasse 5 Mo', errors: { file: ['Le fichier n’est pas une image PNG, JPEG, WebP ou SVG'] } });
  });

  it('leaves English messages as they are when the console is in English', async () => {
    await chooseLanguage('en');
    stubFetch(404, { message: 'Not found in this channel', code: 'NOT_FOUND' });
    await expect(api.get('/channels/varsity/events/9')).rejects.toMatchObject({ message: 'Not found in this channel' });
  });
});
