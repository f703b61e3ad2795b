import type { TFunction } from 'i18next';
import { api } from '../../lib/api';
import { appEvents } from '../../lib/app-events';
import { isApiError } from '../../lib/api-error';
import { leaveApp } from '../../lib/leave-app';
import { showToast } from '../ui/toast-store';
import { clipMessage } from './clip-messages';

/** The clip's share page as a link anyone can open. */
export const clipShareUrl = (sharePath: string) => new URL(sharePath, window.location.origin).href;

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
    const { url } = await api.get<{ url: string }>(`/clip/download/${id}`);
    leaveApp(url);
  } catch (error) {
    if (isApiError(error) && (error.isCancelled || error.status === 429)) return;
    showToast(clipMessage(t, isApiError(error) ? error.message : 'Something went wrong'), { type: 'error' });
  }
}
