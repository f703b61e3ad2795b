import { roleMeets } from '@ott/contracts/admin-auth';
import type { ConsoleOperator } from '../../operators/console-session';
import { ChannelNotFound, ConsoleForbidden } from '../../operators/console-errors';
import type { LibraryQuota } from '../library-quota';
import { UploadTooLarge } from './upload-errors';
import type { UploadRequest } from './upload-metadata';
import type { UploadsRepository } from './uploads.repository';

export interface AdmissionRules {
  uploadMaxBytes: number;
  /** The channel's quota, counting its library and its unfinished uploads. */
  quota: Pick<LibraryQuota, 'check'>;
}

/**
 * May this operator start this upload? An editor (or more) of the channel, as every console write: a channel
 * they do not hold, or none by that key, is 404; a lower role 403. Then the size limit, then the quota
 * (413 each). Answers the channel id to record the upload under.
 */
export async function admitUpload(repository: Pick<UploadsRepository, 'channelByKey' | 'roleOn'>, operator: ConsoleOperator, wanted: UploadRequest, rules: AdmissionRules): Promise<number> {
  const channel = await repository.channelByKey(wanted.channelKey);
  if (!channel) throw new ChannelNotFound();
  const role = operator.isOwner ? 'owner' : await repository.roleOn(operator.id, channel.id);
  if (!role) throw new ChannelNotFound();
  if (!roleMeets(role, 'editor')) throw new ConsoleForbidden();
  if (wanted.sizeBytes > rules.uploadMaxBytes) throw new UploadTooLarge();
  await rules.quota.check(channel.id, wanted.sizeBytes);
  return channel.id;
}
