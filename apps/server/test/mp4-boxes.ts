/** The types of an MP4's top-level boxes, in file order (`ftyp`, `moov`, `mdat`, …). */
export function mp4BoxTypes(bytes: Buffer): string[] {
  const types: string[] = [];
  let offset = 0;
  while (offset + 8 <= bytes.length) {
    const size32 = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    // 1: a 64-bit size follows the type; 0: the box runs to the end of the file.
    const size = size32 === 1 ? Number(bytes.readBigUInt64BE(offset + 8)) : size32 === 0 ? bytes.length - offset : size32;
    if (size < 8) throw new Error(`damaged MP4: box "${type}" at ${offset} claims ${size} bytes`);
    types.push(type);
    offset += size;
  }
  if (offset !== bytes.length) throw new Error(`damaged MP4: the last box ends at ${offset} of ${bytes.length} bytes`);
  return types;
}

/** The movie's length from its `mvhd` box (the first one: with faststart, `moov` precedes the media data). */
export function mp4DurationSeconds(bytes: Buffer): number {
  const at = bytes.indexOf('mvhd', 0, 'latin1');
  if (at < 0) throw new Error('no mvhd box');
  const version = bytes[at + 4];
  // After type: version (1), flags (3), creation and modification times (4 or 8 each), timescale (4), duration (4 or 8).
  const timescaleAt = at + 4 + 4 + (version === 1 ? 16 : 8);
  const timescale = bytes.readUInt32BE(timescaleAt);
  const duration = version === 1 ? Number(bytes.readBigUInt64BE(timescaleAt + 4)) : bytes.readUInt32BE(timescaleAt + 4);
  return duration / timescale;
}
