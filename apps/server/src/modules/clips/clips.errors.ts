import { ErrorCode } from '@ott/contracts';
import { AppError } from '../../lib/errors';

export const ClipMessages = {
  noClipping: 'Clipping is not available for your account',
  clipLimit: 'You have reached your clip limit',
  noClipDownload: 'Downloading clips is not available for your account',
  notClippable: 'This video cannot be clipped yet',
  notReady: 'The clip is not ready yet',
  outOfWindow: 'That moment is no longer in the live window',
  notYet: 'That moment has not been played yet',
} as const;

/** 403s of the clip routes; the message says why. */
export class ClipForbidden extends AppError {
  constructor(message: string) {
    super(403, ErrorCode.FORBIDDEN, message);
  }
}
