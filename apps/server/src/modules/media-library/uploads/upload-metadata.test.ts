import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors';
import { readUploadRequest, titleOfFilename } from './upload-metadata';

const b64 = (text: string) => Buffer.from(text).toString('base64');
const fieldsOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.errors : error;
  }
  throw new Error('accepted');
};

describe('a tus creation request', () => {
  it('reads the channel, file name, title and audio flag from Upload-Metadata, and the size from Upload-Length', () => {
    const metadata = `channel_key ${b64('varsity')},filename ${b64('Finale 2026.mov')},title ${b64(' Finale ')},normalize_audio ${b64('1')}`;
    expect(readUploadRequest({ 'upload-length': '2048', 'upload-metadata': metadata })).toEqual({
      channelKey: 'varsity',
      filename: 'Finale 2026.mov',
      title: 'Finale',
      normalizeAudio: true,
      sizeBytes: 2048,
    });
  });

  it('titles an upload after its file name without the extension when it names no title', () => {
    expect(readUploadRequest({ 'upload-length': '1', 'upload-metadata': `channel_key ${b64('a')},filename ${b64('semi.final.mp4')}` }).title).toBe('semi.final');
    expect(titleOfFilename('.mp4')).toBe('.mp4');
    expect(titleOfFilename('clip')).toBe('clip');
  });

  it('names each missing or invalid field', () => {
    expect(fieldsOf(() => readUploadRequest({ 'upload-length': '10', 'upload-metadata': `title ${b64('x')}` }))).toEqual({ channel_key: ['Field is required'], filename: ['Field is required'] });
    expect(fieldsOf(() => readUploadRequest({ 'upload-length': '10', 'upload-metadata': 'channel_key !!!,filename' }))).toEqual({ upload_metadata: ['Field value is invalid'] });
    const long = `channel_key ${b64('a')},filename ${b64(`${'x'.repeat(256)}.mp4`)}`;
    expect(fieldsOf(() => readUploadRequest({ 'upload-length': '10', 'upload-metadata': long }))).toEqual({ filename: ['Field length must be less than 256'] });
    const nul = `channel_key ${b64('a')},filename ${b64('a\u0000.mp4')}`;
    expect(fieldsOf(() => readUploadRequest({ 'upload-length': '10', 'upload-metadata': nul }))).toEqual({ filename: ['Field value is invalid'] });
  });

  it('needs a known, positive length: no deferred length, no empty file', () => {
    const metadata = `channel_key ${b64('a')},filename ${b64('a.mp4')}`;
    for (const length of [undefined, '-1', '1e9', 'abc']) {
      expect(fieldsOf(() => readUploadRequest({ 'upload-length': length, 'upload-defer-length': '1', 'upload-metadata': metadata }))).toEqual({
        upload_length: ['Send the size of the file in bytes (Upload-Length)'],
      });
    }
    expect(fieldsOf(() => readUploadRequest({ 'upload-length': '0', 'upload-metadata': metadata }))).toEqual({ upload_length: ['The file is empty'] });
  });
});
