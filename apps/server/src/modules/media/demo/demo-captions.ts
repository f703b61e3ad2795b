/** What a cue says of a demo video: its label. */
type CaptionedVideo = { label: string };

/** A language a demo video may carry captions in: its name in that language, and one cue's wording. */
export interface CaptionLanguage {
  label: string;
  cue(asset: CaptionedVideo, second: number): string;
}

export const CAPTION_LANGUAGES = {
  en: { label: 'English', cue: (asset, second) => `${asset.label} replay, second ${second}` },
  fr: { label: 'Français', cue: (asset, second) => `Reprise ${asset.label}, seconde ${second}` },
} as const satisfies Record<string, CaptionLanguage>;
export type CaptionLanguageCode = keyof typeof CAPTION_LANGUAGES;

/** How long each cue shows. */
const CUE_SECONDS = 2;
/** Above the player's control bar rather than at the very bottom, where the controls would cover it. */
const CUE_SETTINGS = 'line:70%';

const timestamp = (seconds: number) => {
  const minutes = Math.floor(seconds / 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}.000`;
};

/** A WebVTT file covering the whole video, one cue every CUE_SECONDS that says where playback is. */
export function captionsVtt(asset: CaptionedVideo, language: CaptionLanguageCode, seconds: number): string {
  const lines = ['WEBVTT', ''];
  for (let start = 0; start < seconds; start += CUE_SECONDS) {
    lines.push(`${timestamp(start)} --> ${timestamp(Math.min(seconds, start + CUE_SECONDS))} ${CUE_SETTINGS}`, CAPTION_LANGUAGES[language].cue(asset, start), '');
  }
  return lines.join('\n');
}
