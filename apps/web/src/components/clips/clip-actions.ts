import type { TFunction } from 'i18next';
import { clipDownload } from '@ott/contracts/endpoints/viewer/clips';
import { keyStore } from '../../lib/api';
import { call } from '../../lib/api-call';
import { appEvents } from '../../lib/app-events';
import { isApiError } from '@ott/client/api-error';
import { appConfig } from '../../lib/config';
import { leaveApp } from '../../lib/leave-app';
import { showToast } from '../ui/toast-store';
import { clipMessage } from './clip-messages';

/**
 * The clip's share page as a link anyone can open, on this channel: `?channel=` names it unless the build
 * fixes the channel, since this hostname may lead elsewhere (a link copied on `?channel=universitaire`
 * would otherwise open the hostname's channel, where the clip is not found).
 */
export function clipShareUrl(sharePath: string, channel: { configured?: string; current?: string } = { configured: appConfig.channelKey, current: keyStore.getChannelKey() }): string {
  const url = new URL(sharePath, window.location.origin);
  if (!channel.configured && channel.current) url.searchParams.set('channel', channel.current);
  return url.href;
}

/** A phone (coarse pointer) hands the link to the system's share sheet; elsewhere it is copied. */
const prefersShareSheet = () => typeof navigator.share === 'function' && window.matchMedia?.('(pointer: coarse)').matches === true;

/** Shares or copies the clip's link, saying which happened; a share sheet the user closed says nothing. */
export async function shareClip(clip: { name: string; share_path: string }, t: TFunction): Promise<void> {
  const url = clipShareUrl(clip.share_path);
  appEvents.publish({ type: 'action', name: 'clip_shared', extras: { share_path: clip.share_path } });
  if (prefersShareSheet()) {
    try {
      await navigator.share({ title: clip.name, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    showToast(t('clips.actions.copied'), { type: 'success' });
  } catch {
    // No clipboard (an insecure origin, a refusal): the link is shown to copy by hand.
    showToast(t('clips.actions.copyThis', { url }), { type: 'info', duration: 0 });
  }
}

/** A signed link to the clip's MP4, opened as a download (the page stays); a refusal is a toast. */
export async function downloadClip(id: number, t: TFunction): Promise<void> {
  try {
    const { url } = await call(clipDownload, { params: { id } });
    leaveApp(url);
  } catch (error) {
    if (isApiError(error) && (error.isCancelled || error.status === 429)) return;
    showToast(clipMessage(t, isApiError(error) ? error.message : 'Something went wrong'), { type: 'error' });
  }
}
