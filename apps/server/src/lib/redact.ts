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
  'signature',
  'card_number',
  'card_cvc',
  'cvc',
  'cvv',
  'exp_month',
  'exp_year',
  'payment_method',
] as const;

/**
 * Also secret as URL parameters: the single-use codes of mailed links (`/password-reset?code=`,
 * `/confirm-account-deletion?code=`) and OAuth callbacks (`code`, `state`). Not as log fields,
 * where `code` is an error code.
 */
export const SECRET_URL_PARAMS = [...SECRET_FIELDS, 'code', 'state'] as const;

export const REDACTED = '[redacted]';

const SECRET_NAMES: ReadonlySet<string> = new Set(SECRET_URL_PARAMS);
/** Body fields are redacted down to this many levels of nesting. */
const REDACT_DEPTH = 6;

/** A name as the query parser reads it: `api%5Fkey`, `API_KEY` and `api_key[]` all name `api_key`. */
function isSecretName(rawName: string): boolean {
  let name: string;
  try {
    name = decodeURIComponent(rawName.replaceAll('+', ' '));
  } catch {
    name = rawName;
  }
  return SECRET_NAMES.has(name.trim().toLowerCase().replace(/\[\]$/, ''));
}

/**
 * Tokens carried in a path: a signed media path, `/media/s/<token>/<expires>/…` (docs/decisions/0022-signed-media-urls.md),
 * and a mailed unsubscribe link, `/unsubscribe/<token>` (docs/decisions/0079-announcements-and-unsubscribe.md).
 */
const pathToken = /(\/media\/s\/|\/unsubscribe\/)[^/?#\s]+/gi;

/**
 * `/api/x?api_key=abc&a=1` → `/api/x?api_key=[redacted]&a=1`; names are compared decoded.
 * `/media/s/<token>/…` → `/media/s/[redacted]/…`; `/unsubscribe/<token>` → `/unsubscribe/[redacted]`.
 */
export function redactUrl(rawUrl: string): string {
  const url = rawUrl.replace(pathToken, `$1${REDACTED}`);
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const hashStart = url.indexOf('#', queryStart);
  const end = hashStart === -1 ? url.length : hashStart;
  const pairs = url.slice(queryStart + 1, end).split(/([&;])/);
  const masked = pairs.map((part, index) => {
    if (index % 2 === 1) return part;
    const equals = part.indexOf('=');
    const name = equals === -1 ? part : part.slice(0, equals);
    return isSecretName(name) && equals !== -1 ? `${name}=${REDACTED}` : part;
  });
  return `${url.slice(0, queryStart + 1)}${masked.join('')}${url.slice(end)}`;
}

/** `api_key` → a pattern that also matches percent-encoded spellings such as `api%5Fkey`. */
function encodedNamePattern(name: string): string {
  return [...name].map((c) => `(?:${c}|%${c.charCodeAt(0).toString(16).padStart(2, '0')})`).join('');
}

const names = SECRET_URL_PARAMS.map(encodedNamePattern).join('|');
const queryValue = new RegExp(`([?&;](?:${names})(?:\\[\\]|%5b%5d)?=)[^&#;\\s]*`, 'gi');
const jsonValue = new RegExp(`("(?:${SECRET_FIELDS.join('|')})"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'gi');

/** Masks secrets in free text that may quote a URL or a JSON body (error messages, stacks). */
export function redactText(text: string): string {
  return text.replace(queryValue, `$1${REDACTED}`).replace(jsonValue, `$1"${REDACTED}"`).replace(pathToken, `$1${REDACTED}`);
}

const SECRET_KEYS: ReadonlySet<string> = new Set([...SECRET_FIELDS, 'authorization', 'cookie', 'x-api-key', 'set-cookie']);

function isPlain(value: unknown): value is Record<string, unknown> | unknown[] {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * A copy of a log object with every secret field and credential header masked, down to
 * REDACT_DEPTH levels. Only plain objects and arrays are walked (requests and errors have their
 * own serializers); untouched branches are shared, not copied. Runs only for lines actually written.
 */
export function redactFields<T>(value: T, depth = 0): T {
  if (depth >= REDACT_DEPTH || !isPlain(value)) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    value.forEach((item, index) => {
      const masked = redactFields(item, depth + 1);
      if (masked !== item) (copy ??= [...value])[index] = masked;
    });
    return (copy ?? value) as T;
  }
  let copy: Record<string, unknown> | null = null;
  for (const [key, item] of Object.entries(value)) {
    const masked = SECRET_KEYS.has(key.toLowerCase()) && item !== undefined ? REDACTED : redactFields(item, depth + 1);
    if (masked !== item) (copy ??= { ...value })[key] = masked;
  }
  return (copy ?? value) as T;
}
