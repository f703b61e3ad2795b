import type { MediaAsset, MediaBulkDeleteResult } from '@ott/contracts/admin-media';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/server-text';
import { usageCount, usageNames } from '../usage';

/** The bulk delete's question: what goes, and which of the chosen videos are used (by what) and will stay. */
export function BulkDeleteMessage({ assets }: { assets: Array<Pick<MediaAsset, 'id' | 'title' | 'usage'>> }) {
  const { t } = useTranslation('media');
  const used = assets.filter((asset) => usageCount(asset.usage) > 0);
  return (
    <>
      <p>{t('library.deleteMessage')}</p>
      {used.length > 0 ? (
        <>
          <p>{t('library.deleteInUse')}</p>
          <UsageList items={used.map((asset) => ({ id: asset.id, title: asset.title, names: usageNames(asset.usage, t) }))} />
        </>
      ) : null}
    </>
  );
}

/** What the server refused to delete, and why (with the names of what uses each). */
export function RefusedList({ refused, titles }: { refused: MediaBulkDeleteResult['refused']; titles: Map<number, string> }) {
  const { t } = useTranslation('media');
  return (
    <UsageList
      items={refused.map((item) => ({
        id: item.id,
        title: titles.get(item.id) ?? `#${item.id}`,
        names: item.usage ? usageNames(item.usage, t) : [serverText(item.message)],
      }))}
    />
  );
}

function UsageList({ items }: { items: Array<{ id: number; title: string; names: string[] }> }) {
  return (
    <ul className="usage-list">
      {items.map((item) => (
        <li key={item.id}>
          <strong>{item.title}</strong>
          <ul>
            {item.names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
