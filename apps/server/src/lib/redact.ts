/** Field names whose values never reach a log line, wherever they appear. */
export const SECRET_FIELDS = [
  'api_key',
  'password',
  'password_confirmation',
  'current_password',
  'new_password',
  'token',
  'access_token',
  'refresh_token',
  'recaptcha_token',
  'card_number',
  'card_cvc',
  'cvc',
  'cvv',
  'exp_month',
  'exp_year',
  'payment_method',
] as const;

export const REDACTED = '[redacted]';

const names = SECRET_FIELDS.join('|');
const queryValue = new RegExp(`([?&;](?:${names})=)[^&#;\\s]*`, 'gi');
const jsonValue = new RegExp(`("(?:${names})"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'gi');

/** `/api/x?api_key=abc&a=1` → `/api/x?api_key=[redacted]&a=1`. */
export function redactUrl(url: string): string {
  return url.includes('?') ? url.replace(queryValue, `$1${REDACTED}`) : url;
}

/** Masks secrets in free text that may quote a URL or a JSON body (error messages, stacks). */
export function redactText(text: string): string {
  return text.replace(queryValue, `$1${REDACTED}`).replace(jsonValue, `$1"${REDACTED}"`);
}

/** pino redact paths: the fields at any of the first three levels, plus credential headers. */
export function redactPaths(): string[] {
  const headers = ['authorization', 'cookie', 'x-api-key'].flatMap((h) => [`req.headers["${h}"]`, `headers["${h}"]`]);
  const fields = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]);
  return [...headers, 'res.headers["set-cookie"]', ...fields];
}
