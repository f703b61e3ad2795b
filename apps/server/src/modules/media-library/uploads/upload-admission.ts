import { OPERATOR_ROLES, roleMeets } from '@ott/contracts/admin-auth';
import type { AppError } from '../../../lib/errors';
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
  await requireUploader(repository, operator, channel.id, ChannelNotFound);
  if (wanted.sizeBytes > rules.uploadMaxBytes) throw new UploadTooLarge();
  await rules.quota.check(channel.id, wanted.sizeBytes);
  return channel.id;
}

/** The roles that may upload to a channel, for queries that must tell the same. */
export const UPLOADER_ROLES = OPERATOR_ROLES.filter((role) => roleMeets(role, 'editor'));

/**
 * Does the operator hold editor (or more) on the channel now? Asked at the start of an upload and again at each
 * of its later requests, so a role removed meanwhile ends the upload: no role is `NotHeld` (404, as any object
 * of a channel not held), a lower one 403.
 */
export async function requireUploader(repository: Pick<UploadsRepository, 'roleOn'>, operator: ConsoleOperator, channelId: number, NotHeld: new () => AppError): Promise<void> {
  const role = operator.isOwner ? 'owner' : await repository.roleOn(operator.id, channelId);
  if (!role) throw new NotHeld();
  if (!roleMeets(role, 'editor')) throw new ConsoleForbidden();
}
