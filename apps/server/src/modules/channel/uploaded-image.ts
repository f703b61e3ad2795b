import type { FastifyRequest } from 'fastify';
import { BadRequest } from '../../lib/errors';
import { ImageTooLarge } from './branding-images';

const MULTIPART_HINT = 'Send the image as multipart/form-data in a field named file';

/** The one file of a console image upload, as bytes; a file over the limit is refused while it streams in. */
export async function uploadedImage(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw new BadRequest(MULTIPART_HINT);
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 0 } });
  if (!file) throw new BadRequest(MULTIPART_HINT);
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ImageTooLarge();
    throw error;
  }
}
