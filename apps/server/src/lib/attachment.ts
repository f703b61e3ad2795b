/** RFC 5987 `value-chars`: UTF-8, percent-encoded, with the few characters encodeURIComponent leaves that it does not allow. */
const rfc5987 = (text: string) => encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A Content-Disposition that saves the file as `fileName` (RFC 6266): `filename` in plain ASCII for every client and,
 * when the name is more than that, `filename*` (RFC 5987) with the name in UTF-8. Accents are dropped for the ASCII
 * name; a name that is not Latin at all gives `fallback` there.
 */
export function attachmentHeader(fileName: string, fallback: string): string {
  const stripped = fileName.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const ascii = (/^[\x20-\x7e]+$/.test(stripped) ? stripped : fallback).replace(/["\\]/g, '_');
  return ascii === fileName ? `attachment; filename="${ascii}"` : `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileName)}`;
}
