import { ErrorCode, ErrorMessages } from '@ott/contracts';
import { AppError } from '../../lib/errors';

/** 403s of `GET download-event/{id}`; the message says why. */
export class DownloadForbidden extends AppError {
  constructor(message: string) {
    super(403, ErrorCode.FORBIDDEN, message);
  }
}

export const downloadDenials = {
  noCapability: () => new DownloadForbidden(ErrorMessages.downloadNotAvailable),
  limitReached: () => new DownloadForbidden(ErrorMessages.downloadLimitReached),
  geoBlocked: () => new DownloadForbidden(ErrorMessages.geoBlocked),
  noAccess: () => new DownloadForbidden(ErrorMessages.noAccessToEvent),
  notDownloadable: () => new DownloadForbidden(ErrorMessages.eventNotDownloadable),
};
