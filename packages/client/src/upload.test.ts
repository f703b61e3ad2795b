import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ClientErrorCode } from './api-error';
import { uploadWithProgress } from './upload';

/** An XMLHttpRequest that reports half the body sent, then answers `status` with `payload`, unless aborted first. */
function stubXhr(status: number, payload: unknown, { answers = true } = {}) {
  const sent: FakeXhr[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    method = '';
    url = '';
    headers: Record<string, string> = {};
    body: unknown;
    withCredentials = false;
    upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      queueMicrotask(() => this.onabort?.());
    }
    send(body: unknown) {
      this.body = body;
      sent.push(this);
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      if (!answers) return;
      this.status = status;
      this.responseText = payload === undefined ? '' : JSON.stringify(payload);
      queueMicrotask(() => (status === 0 ? this.onerror?.() : this.onload?.()));
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const form = () => {
  const data = new FormData();
  data.append('file', new File(['x'], 'logo.png'));
  return data;
};

describe('uploadWithProgress', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts the form with its headers and cookies, reports progress and resolves with the data', async () => {
    const sent = stubXhr(201, { data: { url: '/media/logo.png' } });
    const progress: number[] = [];
    const body = form();
    const answer = await uploadWithProgress({ url: '/api/admin/logo', path: '/logo', form: body, headers: { 'x-csrf-token': 't' }, withCredentials: true, onProgress: (f) => progress.push(f) });
    expect(answer).toEqual({ url: '/media/logo.png' });
    expect(progress).toEqual([0.5, 1]);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/admin/logo', withCredentials: true, headers: { Accept: 'application/json', 'x-csrf-token': 't' } });
    expect(sent[0]?.body).toBe(body);
  });

  it('rejects with the error envelope as an ApiError', async () => {
    stubXhr(400, { message: 'The image is larger than 5 MB', code: 'VALIDATION_FAILED', errors: { file: ['The image is larger than 5 MB'] }, message_code: 'image_too_large' });
    const error = await uploadWithProgress({ url: '/api/admin/logo', path: '/logo', form: form() }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'The image is larger than 5 MB', errors: { file: ['The image is larger than 5 MB'] }, path: '/logo', messageCode: 'image_too_large' });
  });

  it('rejects with a network error when no answer comes', async () => {
    stubXhr(0, undefined);
    await expect(uploadWithProgress({ url: '/api/admin/logo', path: '/logo', form: form() })).rejects.toMatchObject({ status: 0, code: ClientErrorCode.NETWORK_ERROR });
  });

  it("stops when the caller cancels, as a cancellation", async () => {
    const sent = stubXhr(200, { data: null }, { answers: false });
    const caller = new AbortController();
    const outcome = uploadWithProgress({ url: '/api/admin/logo', path: '/logo', form: form(), signal: caller.signal }).catch((caught: unknown) => caught);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    caller.abort();
    expect(await outcome).toMatchObject({ status: 0, code: ClientErrorCode.REQUEST_CANCELLED, path: '/logo' });
  });
});
