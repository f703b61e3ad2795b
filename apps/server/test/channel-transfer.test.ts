import { ChannelDocument } from '@ott/contracts/admin-channel-transfer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannelTransferRepository } from '../src/modules/channel-transfer/channel-transfer.repository';
import { createChannelTransfer } from '../src/modules/channel-transfer/channel-transfer.service';
import { type TestApp, createTestApp, dialects } from './helper';

/** A document with what differs between two copies of one channel (where and when) blanked. */
function comparable(document: ChannelDocument) {
  return { ...document, exported_at: '-', channel: { ...document.channel, key: '-', hostnames: [] } };
}

describe.each(dialects)('channel export and import (service) on %s', (dialect) => {
  let t: TestApp;
  let transfer: ReturnType<typeof createChannelTransfer>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    transfer = createChannelTransfer({ repository: createChannelTransferRepository(t.db) });
  });
  afterAll(async () => t.close());

  it('exports a demo channel as a valid document, imports it under a new key, and exports the copy equal to the original', async () => {
    const original = await transfer.exportChannel('varsity');
    expect(() => ChannelDocument.parse(original)).not.toThrow();
    expect(original.catalogue.events.length).toBeGreaterThan(10);
    expect(original.catalogue.vod.items.length).toBeGreaterThan(5);
    expect(original.media.some((media) => media.url.startsWith('/media/hls/'))).toBe(true);

    const outcome = await transfer.importChannel(original, { channel_key: 'varsity-copy', hostnames: ['copy.varsity.test'] });
    expect(outcome.result).toMatchObject({ channel_key: 'varsity-copy', name: original.channel.name, hostnames: ['copy.varsity.test'] });
    expect(outcome.result.counts.events).toBe(original.catalogue.events.length);

    const copy = await transfer.exportChannel('varsity-copy');
    expect(copy.channel.key).toBe('varsity-copy');
    expect(copy.channel.hostnames).toEqual(['copy.varsity.test']);
    expect(comparable(copy)).toEqual(comparable(original));
  });
});
