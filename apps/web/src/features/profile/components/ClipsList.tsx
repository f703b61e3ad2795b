import type { Clip } from '@ott/contracts/clips';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessages';
import { useTranslation } from '../../../lib/i18n-react';
import { useUserAccess, useUserClips } from '../api/clips';
import { ClipCard } from './ClipCard';
import { DeleteClipDialog } from './DeleteClipDialog';
import './clips.css';

/** The user's clips with their status, refreshed while any is still being made; empty and error states. */
export function ClipsList() {
  const { t } = useTranslation();
  const clips = useUserClips();
  const access = useUserAccess();
  const [deleting, setDeleting] = useState<Clip | null>(null);
  if (clips.error) return <ErrorState message={t('clips.list.loadFailed')} onRetry={clips.reload} />;
  if (!clips.data) return <p className="muted" role="status">{t('clips.list.loading')}</p>;
  if (clips.data.length === 0) {
    return (
      <EmptyState
        action={
          <Link className="button button--ghost button--small" to="/vod">
            {t('routes.vod')}
          </Link>
        }
      >
        {t('profile.clips.empty')}
      </EmptyState>
    );
  }
  const canDownload = access.data?.capabilities.includes('download_clip') ?? false;
  return (
    <>
      <ul className="clip-list">
        {clips.data.map((clip) => (
          <ClipCard key={clip.id} clip={clip} canDownload={canDownload} onDelete={setDeleting} />
        ))}
      </ul>
      {deleting ? <DeleteClipDialog clip={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}
