import type { TFunction } from 'i18next';
import { translateServerMessage } from '../../lib/server-messages';

/** The clip routes' own 403 messages (the server's clips module), by the locale key that translates them. */
const CLIP_MESSAGES: Record<string, string> = {
  'Clipping is not available for your account': 'clips.messages.noClipping',
  'You have reached your clip limit': 'clips.messages.clipLimit',
  'Downloading clips is not available for your account': 'clips.messages.noClipDownload',
  'This video cannot be clipped yet': 'clips.messages.notClippable',
  'The clip is not ready yet': 'clips.messages.notReady',
  'That moment is no longer in the live window': 'clips.messages.outOfWindow',
  'That moment has not been played yet': 'clips.messages.notYet',
};
const DURATION_RANGE = /^Must be (\d+) to (\d+) seconds$/;

/** A clip message (the form's or the server's, in English) in the active language. */
export function clipMessage(t: TFunction, message: string): string {
  const known = CLIP_MESSAGES[message.trim()];
  if (known) return t(known);
  const range = DURATION_RANGE.exec(message.trim());
  if (range) return t('clips.messages.durationRange', { min: Number(range[1]), max: Number(range[2]) });
  return translateServerMessage(t, message);
}
