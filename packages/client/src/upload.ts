import { errorFromResponse, parseJson } from './error-body';
import { cancelledError, networkError, readAnswer } from './transport';

export interface UploadRequest {
  url: string;
  /** The API path the failure names (`ApiError.path`). */
  path: string;
  form: FormData;
  /** Added to `Accept`, e.g. the console's CSRF header. */
  headers?: Record<string, string>;
  /** Sends the cookies (the console's session). */
  withCredentials?: boolean;
  /** From 0 to 1 as the body goes out; 1 once the answer is a success. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * One multipart POST with upload progress, which fetch cannot report (hence XMLHttpRequest). Resolves with the
 * envelope's data (any 2xx is a success, as the console's API answers); a failure rejects with an ApiError, as `exchange`.
 */
export function uploadWithProgress<T>(request: UploadRequest): Promise<T> {
  const { path, signal, onProgress } = request;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(cancelledError(path));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onCallerAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onCallerAbort);
    xhr.open('POST', request.url);
    xhr.withCredentials = request.withCredentials ?? false;
    for (const [name, value] of Object.entries({ Accept: 'application/json', ...request.headers })) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => {
      settle();
      reject(networkError(path));
    };
    xhr.onabort = () => {
      settle();
      reject(cancelledError(path));
    };
    xhr.onload = () => {
      settle();
      const payload = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFromResponse(xhr.status, payload, path));
        return;
      }
      onProgress?.(1);
      resolve(readAnswer(payload, { read: 'data', lenient: true, path }) as T);
    };
    signal?.addEventListener('abort', onCallerAbort, { once: true });
    xhr.send(request.form);
  });
}
