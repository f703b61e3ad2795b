import { AdminVodItemInput, type AdminVodItem } from '@ott/contracts/admin-catalogue';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VideoField } from '../../../components/VideoField';
import { SelectField, TextAreaField, TextField } from '@ott/client/forms';
import { mediaLibraryPath } from '../../../components/video-choices';
import { useConsoleChannel } from '../../../lib/console-channel';
import { optionsQuery, videosQuery, vodCollectionsQuery } from '../api';
import { EntityScreen } from '../components/EntityScreen';
import { ZonedDateTimeField } from '../components/ZonedDateTimeField';
import { TableTime } from '../../../components/TableTime';

interface ItemValues {
  title: string;
  description: string;
  date: string;
  duration: number;
  vod_media_category_id: number | null;
  video: string | null;
}

/** A new item is dated now, to the minute. */
function emptyItem(): ItemValues {
  return { title: '', description: '', date: new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString(), duration: 0, vod_media_category_id: null, video: null };
}

/** The VOD library's items (replays, highlights, interviews), filed in collections, each playing one of the channel's videos. */
export function VodScreen() {
  const { t } = useTranslation('catalogue');
  const channel = useConsoleChannel();
  const options = useQuery(optionsQuery(channel.key));
  const videos = useQuery(videosQuery(channel.key));
  const collections = useQuery(vodCollectionsQuery(channel.key));
  const [collection, setCollection] = useState('');
  const zone = options.data?.time_zone ?? 'UTC';
  const [empty] = useState<ItemValues>(emptyItem);
  const columns = useMemo<ColumnDef<AdminVodItem, unknown>[]>(
    () => [
      { id: 'title', enableSorting: true, header: t('vod.columns.title'), cell: ({ row }) => row.original.title },
      { id: 'date', enableSorting: true, header: t('vod.columns.date'), cell: ({ row }) => <TableTime iso={row.original.date} zone={zone} /> },
      { id: 'collection', header: t('vod.columns.collection'), cell: ({ row }) => collections.data?.find((c) => c.id === row.original.vod_media_category_id)?.name ?? '—' },
      { id: 'video', header: t('vod.columns.video'), cell: ({ row }) => videos.data?.find((v) => v.id === row.original.video)?.label ?? '—' },
      { id: 'duration', header: t('vod.columns.duration'), cell: ({ row }) => `${Math.floor(row.original.duration / 60)}:${String(row.original.duration % 60).padStart(2, '0')}` },
    ],
    [t, zone, collections.data, videos.data],
  );
  return (
    <EntityScreen<AdminVodItem, ItemValues>
      area="vod-items"
      prefix="vod"
      nameOf={(item) => item.title}
      columns={columns}
      schema={AdminVodItemInput}
      empty={empty}
      valuesOf={(item) => ({ title: item.title, description: item.description ?? '', date: item.date, duration: item.duration, vod_media_category_id: item.vod_media_category_id, video: item.video })}
      initialSort={{ field: 'date', direction: 'desc' }}
      filters={{ vod_media_category_id: collection || undefined }}
      filterSlot={
        <label className="filter catalogue-filter">
          <span className="filter__label">{t('vod.collection')}</span>
          <select className="input select select--small" value={collection} onChange={(event) => setCollection(event.target.value)}>
            <option value="">{t('filters.all')}</option>
            {(collections.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      }
      fields={(form) => (
        <>
          <TextField name="title" label={t('vod.fields.title')} required maxLength={200} />
          <ZonedDateTimeField name="date" label={t('vod.fields.date')} timeZone={zone} required />
          <TextField name="duration" type="number" min={0} step={1} label={t('vod.fields.duration')} />
          <SelectField name="vod_media_category_id" label={t('vod.fields.collection')} options={(collections.data ?? []).map((c) => ({ value: c.id, label: c.name }))} placeholder={t('vod.noCollection')} />
          <VideoField
            name="video"
            label={t('vod.fields.video')}
            videos={videos.data ?? []}
            uploadTo={mediaLibraryPath(channel.key)}
            hint={t('vod.fields.videoHint')}
            // A library video knows its length: filled in while the item has none.
            onChosen={(video) => {
              if (video.duration && !form.getValues('duration')) form.setValue('duration', Math.round(video.duration), { shouldDirty: true });
            }}
          />
          <TextAreaField name="description" label={t('vod.fields.description')} rows={3} maxLength={5000} />
        </>
      )}
    />
  );
}
