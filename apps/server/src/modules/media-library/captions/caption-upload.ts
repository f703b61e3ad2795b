import { ErrorCode } from '@ott/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, BadRequest } from '../../../lib/errors';
import type { CaptionUpload } from './captions.service';

export const CAPTION_MAX_BYTES = 2 * 1024 * 1024;
const MULTIPART_HINT = 'Send the captions as multipart/form-data: a file field named file, and language and label fields';

class CaptionTooLarge extends AppError {
  constructor() {
    const message = `The caption file is larger than ${CAPTION_MAX_BYTES / 1024 / 1024} MB`;
    super(413, ErrorCode.PAYLOAD_TOO_LARGE, message, { file: [message] });
  }
}

/** The caption file and its `language` and `label` fields, in whatever order the form sends them. */
export async function captionUpload(request: FastifyRequest): Promise<CaptionUpload> {
  if (!request.isMultipart()) throw new BadRequest(MULTIPART_HINT);
  const upload: CaptionUpload = { file: null, language: undefined, label: undefined };
  try {
    for await (const part of request.parts({ limits: { fileSize: CAPTION_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024 } })) {
      if (part.type === 'file') upload.file = await part.toBuffer();
      else if (part.fieldname === 'language' || part.fieldname === 'label') upload[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new CaptionTooLarge();
    throw error;
  }
  return upload;
}
