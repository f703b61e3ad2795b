import { ErrorCode } from '@ott/contracts';
import { MEDIA_ERRORS } from '@ott/contracts/admin-media';
import { AppError, NotFound } from '../../../lib/errors';

export class UploadTooLarge extends AppError {
  constructor() {
    super(413, MEDIA_ERRORS.tooLarge.code, MEDIA_ERRORS.tooLarge.message);
  }
}

const UPLOAD_NOT_FOUND = 'Upload not found';

/** Unknown, expired, or another operator's: the same answer, so an upload URL tells nothing to anyone else. */
export class UploadNotFound extends NotFound {
  constructor() {
    super(UPLOAD_NOT_FOUND);
  }
}

/** The tus creation request lacks a usable Upload-Length (deferred lengths are not accepted). */
export class UploadLengthRequired extends AppError {
  constructor() {
    super(400, ErrorCode.VALIDATION_FAILED, 'Send the size of the file in bytes (Upload-Length)', { upload_length: ['Send the size of the file in bytes (Upload-Length)'] });
  }
}

export class UploadEmpty extends AppError {
  constructor() {
    super(400, ErrorCode.VALIDATION_FAILED, 'The file is empty', { upload_length: ['The file is empty'] });
  }
}
