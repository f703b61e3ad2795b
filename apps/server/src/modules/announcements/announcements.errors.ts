import { messageText } from '@ott/contracts/message-codes';
import { AppError, NotFound, ValidationError, message } from '../../lib/errors';

export const announcementNotFound = () => new NotFound(message('ANNOUNCEMENT_NOT_FOUND'));
export const segmentTargetMissing = () => new ValidationError({ segment_id: [messageText('ANNOUNCEMENT_SEGMENT_NOT_ON_CHANNEL')] });

/** Only a draft can be changed, test-sent as a draft or sent. */
export class AnnouncementNotDraft extends AppError {
  constructor() {
    super(409, 'ANNOUNCEMENT_NOT_DRAFT', message('ANNOUNCEMENT_ALREADY_SENT'));
  }
}

export class NoRecipients extends AppError {
  constructor() {
    super(409, 'NO_RECIPIENTS', message('ANNOUNCEMENT_NO_RECIPIENTS'));
  }
}

/** A forged, altered or truncated unsubscribe link, or one of a user who no longer exists. */
export class UnsubscribeLinkInvalid extends AppError {
  constructor() {
    super(404, 'UNSUBSCRIBE_LINK_INVALID', message('UNSUBSCRIBE_LINK_INVALID'));
  }
}
