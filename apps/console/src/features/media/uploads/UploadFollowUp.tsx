import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toast } from '../../../components/toast';
import { mediaLibraryPath } from '../../../components/video-choices';
import { serverText } from '../../../lib/server-text';
import { assetQuery } from '../api';
import { failureText } from '../components/StateBadge';
import { assetPath, uploadStage, type UploadStage } from './upload-stage';
import type { UploadSnapshot, UploadTask } from './upload-task';
import { useAllUploads } from './upload-store';

/** Long enough to be seen after a look away from the screen; the operator may close it sooner. */
export const NOTICE_MS = 12_000;
/** What each task was last announced at (its stage, and the asset's `updated_at` for a retried one), so each outcome is told once. */
const announced = new WeakMap<UploadTask, string>();

/**
 * Mounted once by the console shell: follows every upload of this tab and the library row it becomes, whichever
 * screen is open, so the processing goes on being watched after the operator leaves the media library; when one is
 * ready or fails, a toast says so (with a link to the video) unless that channel's library, which shows it in its
 * upload list, is on screen; and closing the tab while a file is being sent asks first.
 */
export function UploadFollowUp() {
  const { t, i18n } = useTranslation('media');
  const { pathname } = useLocation();
  // The store re-renders this whenever a task moves.
  const entries = useAllUploads();
  const snapshots = entries.map(({ task }) => task.snapshot());
  const followed = entries.map((entry, index) => ({ ...entry, snapshot: snapshots[index]! })).filter((entry) => entry.snapshot.assetId !== null);
  const assets = useQueries({ queries: followed.map((entry) => assetQuery(entry.channelKey, entry.snapshot.assetId!)) });
  const sending = snapshots.some((snapshot) => snapshot.status === 'uploading');

  useEffect(() => {
    const announce = (channelKey: string, task: UploadTask, snapshot: UploadSnapshot, stage: UploadStage, mark: string, reason: string | null) => {
      if (announced.get(task) === mark) return;
      announced.set(task, mark);
      // The library lists the upload with its stage: no toast over it.
      if (pathname === mediaLibraryPath(channelKey)) return;
      if (stage === 'ready') {
        toast.success(t('notify.ready', { name: snapshot.fileName }), { link: { to: assetPath(channelKey, snapshot.assetId!), label: t('notify.open') }, durationMs: NOTICE_MS });
      } else {
        const link = snapshot.assetId === null ? { to: mediaLibraryPath(channelKey), label: t('notify.openUploads') } : { to: assetPath(channelKey, snapshot.assetId), label: t('notify.open') };
        toast.error(t('notify.failed', { name: snapshot.fileName, reason }), { link, durationMs: NOTICE_MS });
      }
    };
    entries.forEach(({ channelKey, task }, index) => {
      const snapshot = snapshots[index]!;
      // Resumed: a later stop is news again.
      if (snapshot.status === 'uploading' && announced.get(task)?.startsWith('stopped')) announced.delete(task);
      if (snapshot.status === 'failed') announce(channelKey, task, snapshot, 'stopped', `stopped:${snapshot.error?.status ?? 0}`, uploadFailure(snapshot, t));
    });
    followed.forEach(({ channelKey, task, snapshot }, index) => {
      const asset = assets[index]?.data;
      const stage = uploadStage(snapshot, asset);
      if (!asset || (stage !== 'ready' && stage !== 'failed')) return;
      announce(channelKey, task, snapshot, stage, `${stage}:${asset.updated_at}`, stage === 'failed' ? failureText(asset.failure_reason, t, i18n.language) : null);
    });
  });

  useEffect(() => {
    if (!sending) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their own words whatever this says; it is there for those that still read it.
      event.returnValue = t('notify.leaving');
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [sending, t]);

  return null;
}

function uploadFailure(snapshot: UploadSnapshot, t: (key: string) => string): string {
  if (snapshot.error?.message) return serverText(snapshot.error.message);
  return snapshot.error?.status ? t('upload.refused') : t('upload.connectionLost');
}
