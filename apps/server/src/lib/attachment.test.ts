import { describe, expect, it } from 'vitest';
import { attachmentHeader } from './attachment';

describe('attachmentHeader', () => {
  it('names a plain ASCII file once', () => {
    expect(attachmentHeader('Big save.mp4', 'clip-5.mp4')).toBe('attachment; filename="Big save.mp4"');
  });

  it('adds the UTF-8 name (RFC 5987) beside an ASCII one without accents', () => {
    expect(attachmentHeader('Le but d’Émile (2-1).mp4', 'clip-5.mp4')).toBe(
      "attachment; filename=\"clip-5.mp4\"; filename*=UTF-8''Le%20but%20d%E2%80%99%C3%89mile%20%282-1%29.mp4",
    );
    expect(attachmentHeader('Arrêt réflexe.mp4', 'clip-5.mp4')).toBe("attachment; filename=\"Arret reflexe.mp4\"; filename*=UTF-8''Arr%C3%AAt%20r%C3%A9flexe.mp4");
  });

  it('falls back for a name with no Latin letters, and never lets a quote end the ASCII name', () => {
    expect(attachmentHeader('ゴール.mp4', 'clip-5.mp4')).toBe("attachment; filename=\"clip-5.mp4\"; filename*=UTF-8''%E3%82%B4%E3%83%BC%E3%83%AB.mp4");
    expect(attachmentHeader('a "b".mp4', 'clip-5.mp4')).toBe("attachment; filename=\"a _b_.mp4\"; filename*=UTF-8''a%20%22b%22.mp4");
  });
});
