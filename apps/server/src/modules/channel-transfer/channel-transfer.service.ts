import { CHANNEL_TRANSFER_CODES, type ChannelDocument, type ChannelImportResult } from '@ott/contracts/admin-channel-transfer';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, NotFound } from '../../lib/errors';
import { toChannelDocument } from './channel-document.export';
import { writeChannelDocument } from './channel-document.import';
import type { ChannelTransferRepository } from './channel-transfer.repository';

/** A key or hostname another channel holds: nothing was written. */
export class ChannelTransferConflict extends AppError {
  constructor(code: string, field: string, message: string) {
    super(409, code, message, { [field]: [message] });
  }
}

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
  const keyTaken = (key: string) => new ChannelTransferConflict(CHANNEL_TRANSFER_CODES.keyTaken, 'channel_key', `A channel with the key "${key}" already exists`);

  return {
    async exportChannel(channelKey: string): Promise<ChannelDocument> {
      const channel = await repository.findChannelByKey(channelKey);
      if (!channel) throw new NotFound();
      return toChannelDocument(await repository.readChannel(channel), clock());
    },

    /** `document` has been validated against ChannelDocument (its references included). */
    async importChannel(document: ChannelDocument, target: ImportTarget): Promise<ImportOutcome> {
      const hostnames = [...new Set(target.hostnames.map((host) => host.toLowerCase()))];
      const taken = await repository.taken(target.channel_key, hostnames);
      if (taken.key) throw keyTaken(target.channel_key);
      if (taken.hostnames.length > 0) {
        throw new ChannelTransferConflict(CHANNEL_TRANSFER_CODES.hostnameTaken, 'hostnames', `Another channel already answers on ${taken.hostnames.join(', ')}`);
      }
      const name = target.name ?? document.channel.name;
      try {
        const { channelId, counts } = await repository.write((writer) => writeChannelDocument(writer, document, { key: target.channel_key, name, hostnames }, clock()));
        return { channelId, result: { channel_key: target.channel_key, name, hostnames, counts } };
      } catch (error) {
        // Another import or creation took the key between the check and the write.
        if (isUniqueViolation(error)) throw keyTaken(target.channel_key);
        throw error;
      }
    },
  };
}
export type ChannelTransfer = ReturnType<typeof createChannelTransfer>;
