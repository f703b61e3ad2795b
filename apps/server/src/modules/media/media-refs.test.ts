import { describe, expect, it } from 'vitest';
import { ASSET_NAME, ingestAssetOf, ingestEventOf } from './media-refs';

describe('an event\'s ingest asset', () => {
  it('is named after the event, and names it back', () => {
    expect(ingestAssetOf(42)).toBe('live-42');
    expect(ASSET_NAME.test(ingestAssetOf(4_294_967_295))).toBe(true);
    expect(ingestEventOf('live-42')).toBe(42);
    expect(ingestEventOf(ingestAssetOf(9_999_999_999))).toBe(9_999_999_999);
  });

  it('is no other asset', () => {
    for (const asset of ['arena', 'lib-42', 'live', 'live-', 'live-0', 'live-042', 'live-42a', 'live-12345678901', 'xlive-42']) expect(ingestEventOf(asset), asset).toBeNull();
  });
});
