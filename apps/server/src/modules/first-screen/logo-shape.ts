import { isWordmark } from '@ott/contracts/wordmark';
import sharp from 'sharp';

/** A data: URI's bytes (base64 or percent-encoded), or null when it is not one. */
function dataUriBytes(uri: string): Buffer | null {
  const match = /^data:[^,]*?(;base64)?,(.*)$/s.exec(uri);
  if (!match) return null;
  const payload = match[2] ?? '';
  return match[1] ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload), 'utf8');
}

/**
 * Whether the channel's logo spells its name (isWordmark), as the header finds once the logo has loaded: read from a
 * data: URI or from this server's own files (`readLocal`, a path on this origin). Unknown (false) for a logo elsewhere or
 * one that cannot be read: the header then shows the name until the logo has loaded, as it does without a first screen.
 */
export async function logoIsWordmark(logo: string | null, readLocal: (path: string) => Promise<Buffer | null>): Promise<boolean> {
  if (!logo) return false;
  try {
    const bytes = logo.startsWith('data:') ? dataUriBytes(logo) : logo.startsWith('/') && !logo.startsWith('//') ? await readLocal(logo) : null;
    if (!bytes) return false;
    const { width, height } = await sharp(bytes).metadata();
    return Boolean(width && height && isWordmark(width, height));
  } catch {
    return false;
  }
}
