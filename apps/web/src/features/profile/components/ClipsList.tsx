import type { Clip } from '@ott/contracts/clips';
import { useState } from 'react';
import { Link } from 'react-router';
import { clipUsage } from '../../../components/clips/clip-usage';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessages';
import { useTranslation } from '../../../lib/i18n-react';
import { useUserAccess, useUserClips } from '../api/clips';
import { ClipCard } from './ClipCard';
import { DeleteClipDialog } from './DeleteClipDialog';
import { RenameClipDialog } from './RenameClipDialog';
import './clips.css';

/** The user's clips with their status, refreshed while any is still being made; empty and error states. */
export function ClipsList() {
  const { t } = useTranslation();
  const clips = useUserClips();
  const access = useUserAccess();
  const [deleting, setDeleting] = useState<Clip | null>(null);
  const [renaming, setRenaming] = useState<Clip | null>(null);
  if (clips.error) return <ErrorState message={t('clips.list.loadFailed')} onRetry={clips.reload} />;
  if (!clips.data) return <p className="muted" role="status">{t('clips.list.loading')}</p>;
  const usage = access.data ? clipUsage(access.data) : null;
  const usageLine =
    usage?.cap != null ? (
      <p className="clip-usage" data-full={usage.full || undefined}>
        {t('clips.usage', { used: usage.used, cap: usage.cap })}
        {usage.full ? ` ${t('clips.usageFull')}` : null}
      </p>
    ) : null;
  if (clips.data.length === 0) {
    return (
      <>
        {usageLine}
        <EmptyState
          action={
            <Link className="button button--ghost button--small" to="/vod">
              {t('routes.vod')}
            </Link>
          }
        >
          {t('profile.clips.empty')}
        </EmptyState>
      </>
    );
  }
  const canDownload = access.data?.capabilities.includes('download_clip') ?? false;
  return (
    <>
      {usageLine}
      <ul className="clip-list">
        {clips.data.map((clip) => (
          <ClipCard key={clip.id} clip={clip} canDownload={canDownload} onRename={setRenaming} onDelete={setDeleting} />
        ))}
      </ul>
      {deleting ? <DeleteClipDialog clip={deleting} onClose={() => setDeleting(null)} /> : null}
      {renaming ? <RenameClipDialog clip={renaming} onClose={() => setRenaming(null)} /> : null}
    </>
  );
}
