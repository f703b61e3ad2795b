import type { ChannelDocument, ChannelImportResult } from '@ott/contracts/admin-channel-transfer';
import { NotFound } from '../../lib/errors';
import { newAnalyticsKey } from '../channel/analytics-key';
import { ChannelKeyTaken, HostnameTaken } from '../channel/channel-admin.service';
import { toChannelDocument } from './channel-document.export';
import { writeChannelDocument } from './channel-document.import';
import type { ChannelTransferRepository } from './channel-transfer.repository';

export interface ImportTarget {
  channel_key: string;
  hostnames: string[];
  name?: string | undefined;
}

export interface ImportOutcome {
  channelId: number;
  result: ChannelImportResult;
}

export interface ChannelTransferDeps {
  repository: ChannelTransferRepository;
  clock?: () => Date;
}

/** Export of one channel as its document, and import of a document as a new channel (all or nothing). */
export function createChannelTransfer({ repository, clock = () => new Date() }: ChannelTransferDeps) {
  return {
    async exportChannel(channelKey: string): Promise<ChannelDocument> {
      const channel = await repository.findChannelByKey(channelKey);
      if (!channel) throw new NotFound();
      return toChannelDocument(await repository.readChannel(channel), clock());
    },

    /** `document` has been validated against ChannelDocument (its references included). */
    async importChannel(document: ChannelDocument, target: ImportTarget): Promise<ImportOutcome> {
      const hostnames = [...new Set(target.hostnames.map((host) => host.toLowerCase()))];
      const taken = await repository.taken(target.channel_key, hostnames, document.channel.settings.yare_analytics);
      // The same answers as creating a channel in the console: nothing is written.
      if (taken.key) throw new ChannelKeyTaken();
      if (taken.hostnames.length > 0) throw new HostnameTaken(taken.hostnames[0]!);
      // One analytics key names one channel's figures: a copy beside its original, or a channel without a key, gets its own.
      if (taken.analyticsKey || !document.channel.settings.yare_analytics) {
        document = { ...document, channel: { ...document.channel, settings: { ...document.channel.settings, yare_analytics: newAnalyticsKey(target.channel_key) } } };
      }
      const name = target.name ?? document.channel.name;
      const written = await repository.write((writer) => writeChannelDocument(writer, document, { key: target.channel_key, name, hostnames }, clock()));
      // Another import or creation took the key between the check and the write.
      if (written === 'exists') throw new ChannelKeyTaken();
      return { channelId: written.channelId, result: { channel_key: target.channel_key, name, hostnames, counts: written.counts } };
    },
  };
}
export type ChannelTransfer = ReturnType<typeof createChannelTransfer>;
