import { describe, expect, it } from 'vitest';
import { libraryMasterPlaylist, masterWithoutSubtitles } from './library-master';

const rendition = { name: '360p', width: 640, height: 360, bandwidth: 800_000, averageBandwidth: 700_000, frameRate: 25, codecs: 'avc1.64001e,mp4a.40.2' };

describe('masterWithoutSubtitles', () => {
  it('takes the subtitle renditions and the variants’ reference to them out of a master that has captions', () => {
    const withCaptions = libraryMasterPlaylist([rendition], [{ language: 'en', label: 'English' }, { language: 'fr', label: 'Français' }]);
    expect(withCaptions).toContain('TYPE=SUBTITLES');
    expect(masterWithoutSubtitles(withCaptions)).toBe(libraryMasterPlaylist([rendition], []));
  });

  it('leaves a master without captions as it is', () => {
    const plain = libraryMasterPlaylist([rendition], []);
    expect(masterWithoutSubtitles(plain)).toBe(plain);
  });
});
