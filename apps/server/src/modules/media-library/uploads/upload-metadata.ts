import { Messages } from '@ott/contracts';
import { UPLOAD_METADATA } from '@ott/contracts/admin-media';
import { Metadata } from '@tus/server';
import { ValidationError } from '../../../lib/errors';
import { findNul } from '../../../lib/input-guard';
import { UploadEmpty, UploadLengthRequired } from './upload-errors';

export interface UploadRequest {
  channelKey: string;
  filename: string;
  title: string;
  normalizeAudio: boolean;
  sizeBytes: number;
}

const REQUIRED = 'Field is required';
const FILENAME_MAX = 255;
const TITLE_MAX = 200;

/** `match.final.mov` → `match.final`; a name that is all extension keeps its name. */
export const titleOfFilename = (filename: string): string => filename.replace(/\.[^.]*$/, '').trim() || filename;

function parseMetadata(header: string | undefined): Record<string, string | null> {
  if (!header) return {};
  let metadata: Record<string, string | null>;
  try {
    metadata = Metadata.parse(header);
  } catch {
    throw new ValidationError({ upload_metadata: [Messages.invalidValue] });
  }
  // Base64 hides a NUL from the request-wide check (lib/input-guard): refused here the same way.
  const field = findNul(metadata);
  if (field !== null) throw new ValidationError({ [field]: [Messages.invalidValue] });
  return metadata;
}

/**
 * What a tus creation request asks for, from its Upload-Length and Upload-Metadata headers (keys of
 * UPLOAD_METADATA, values base64 as tus sends them). Checked before tus sees the request, so refusals
 * come in the API's JSON envelope.
 */
export function readUploadRequest(headers: Record<string, string | string[] | undefined>): UploadRequest {
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const length = header('upload-length');
  if (length === undefined || !/^\d{1,16}$/.test(length)) throw new UploadLengthRequired();
  const sizeBytes = Number(length);
  if (sizeBytes === 0) throw new UploadEmpty();

  const metadata = parseMetadata(header('upload-metadata'));
  const text = (key: string) => metadata[key]?.trim() ?? '';
  const errors: Record<string, string[]> = {};
  const channelKey = text(UPLOAD_METADATA.channel);
  const filename = text(UPLOAD_METADATA.filename);
  const title = text(UPLOAD_METADATA.title) || titleOfFilename(filename).slice(0, TITLE_MAX);
  if (!channelKey) errors[UPLOAD_METADATA.channel] = [REQUIRED];
  if (!filename) errors[UPLOAD_METADATA.filename] = [REQUIRED];
  else if (filename.length > FILENAME_MAX) errors[UPLOAD_METADATA.filename] = [`Field length must be less than ${FILENAME_MAX + 1}`];
  if (title.length > TITLE_MAX) errors[UPLOAD_METADATA.title] = [`Field length must be less than ${TITLE_MAX + 1}`];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { channelKey, filename, title, normalizeAudio: metadata[UPLOAD_METADATA.normalizeAudio] === '1', sizeBytes };
}
