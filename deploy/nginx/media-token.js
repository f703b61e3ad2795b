// The edge's check of signed media paths (njs, loaded by nginx.conf.template; docs/decisions/0072-nginx-edge.md).
// It mirrors apps/server/src/lib/media-token.ts and the resources the server's signed routes open:
//   /media/s/<token>/<expires>/<scope>/<kind>/<asset>/<file…>
//   token = base64url(HMAC-SHA256(MEDIA_TOKEN_SECRET, "<expires>/<scope>/<kind>/<asset>")),
// and a clip's MP4 (`clip/<asset>/download/…`) signs "<expires>/<scope>/clip/<asset>/download".
// Only a path the server would serve passes; the edge refuses nothing the server would open.
// Plain ES5 + the crypto module, so njs 0.7 (Debian bookworm) and Node (the unit test) both run it.
import crypto from 'crypto';

var SIGNED_PATH = /^\/media\/s\/([^/]+)\/([^/]+)\/([^/]+)\/([^/]+)\/([^/]+)\/(.*)$/;
var TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
var CANONICAL_EXPIRY = /^[1-9]\d{0,11}$/;

function sign(secret, expires, resource) {
  return crypto.createHmac('sha256', secret).update(expires + '/' + resource).digest('base64url');
}

// njs has no timingSafeEqual: compare every character whatever the first difference.
function sameText(a, b) {
  if (a.length !== b.length) return false;
  var difference = 0;
  for (var i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** 'ok', 'expired' or 'invalid', exactly as checkMediaToken answers. */
function checkToken(secret, token, expiresText, resource, nowMs) {
  if (!TOKEN_PATTERN.test(token) || !CANONICAL_EXPIRY.test(expiresText)) return 'invalid';
  var expires = Number(expiresText);
  if (!sameText(token, sign(secret, expires, resource))) return 'invalid';
  return expires * 1000 >= nowMs ? 'ok' : 'expired';
}

/** The verdict on one request path: 'ok' when its token opens it and has not expired. */
function checkPath(secret, path, nowMs) {
  var match = SIGNED_PATH.exec(path);
  if (!match || !secret) return 'invalid';
  var resource = match[3] + '/' + match[4] + '/' + match[5];
  if (match[4] === 'clip' && /^download\//.test(match[6])) resource += '/download';
  return checkToken(secret, match[1], match[2], resource, nowMs);
}

/** js_set $media_token media.verdict: the secret comes from the environment (`env MEDIA_TOKEN_SECRET;`). */
function verdict(r) {
  return checkPath(process.env.MEDIA_TOKEN_SECRET || '', r.uri, Date.now());
}

export default { checkToken, checkPath, verdict };
