import type { VodMediaCategory, VodMediaItem } from '@ott/contracts/vod';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { RegionNotice } from '../../../components/content/RegionNotice';
import { EventCardSkeleton } from '../../../components/events/EventCard';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessages';
import { useTranslation } from '../../../lib/i18n-react';
import { useVodCategories } from '../api/get-vod-categories';
import { VOD_PAGE_SIZE, useVodItems } from '../api/get-vod-media-items';
import { useVodRails } from '../api/get-vod-rails';
import { VodCard } from './VodCard';
import { VodRail } from './VodRail';
import '../schedule.css';

type Source = { title: string } | { categoryId: number };

function SkeletonRow() {
  return (
    <ul className="snap-rail vod-rail__track" aria-hidden="true">
      {[0, 1, 2, 3].map((n) => (
        <li key={n}>
          <EventCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

function VodItems({ items }: { items: VodMediaItem[] }) {
  return items.map((item) => (
    <li key={item.id}>
      <VodCard item={item} />
    </li>
  ));
}

/** A further page of results, fetched when the visitor asks for more. */
function MoreVodItems({ source, offset }: { source: Source; offset: number }) {
  const { data } = useVodItems(source, offset);
  return data ? <VodItems items={data.data} /> : null;
}

/** Search results or one category's videos, ten at a time. */
function VodResults({ source, heading }: { source: Source; heading: string }) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  const first = useVodItems(source, 0);
  const total = first.data?.meta.total ?? 0;
  let body;
  if (first.error) body = <ErrorState message={t('vod.loadFailed')} onRetry={first.reload} />;
  else if (first.loading || !first.data) body = <SkeletonRow />;
  else if (total === 0) body = <EmptyState>{'title' in source ? t('vod.noResults', { query: source.title }) : t('vod.emptyCategory')}</EmptyState>;
  else {
    body = (
      <ul className="event-grid">
        <VodItems items={first.data.data} />
        {Array.from({ length: pages - 1 }, (_, i) => (
          <MoreVodItems key={i} source={source} offset={(i + 1) * VOD_PAGE_SIZE} />
        ))}
      </ul>
    );
  }
  return (
    <section className="stack" aria-label={heading}>
      <h2 className="section-title">{heading}</h2>
      {body}
      {pages * VOD_PAGE_SIZE < total ? (
        <button type="button" className="button button--ghost" onClick={() => setPages((n) => n + 1)}>
          {t('vod.loadMore')}
        </button>
      ) : null}
    </section>
  );
}

function Rails() {
  const { t } = useTranslation();
  const { data, error, loading, reload } = useVodRails();
  if (error) return <ErrorState message={t('vod.loadFailed')} onRetry={reload} />;
  if (loading) return <SkeletonRow />;
  const rails = (data ?? []).filter((rail) => rail.vod_media_items.length > 0);
  if (!rails.length) return <EmptyState>{t('vod.empty')}</EmptyState>;
  return (
    <>
      {rails.map((rail) => (
        <VodRail key={rail.id} rail={rail} />
      ))}
    </>
  );
}

function CategoryChips({ categories, active, choose }: { categories: VodMediaCategory[]; active: number | null; choose: (id: number | null) => void }) {
  const { t } = useTranslation();
  return (
    <div className="chips" role="group" aria-label={t('vod.categories')}>
      <button type="button" className="chip" aria-pressed={active === null} onClick={() => choose(null)}>
        {t('vod.all')}
      </button>
      {categories.map((category) => (
        <button key={category.id} type="button" className="chip" aria-pressed={active === category.id} onClick={() => choose(category.id)}>
          {category.name} <span className="chip__count">{category.items_count}</span>
        </button>
      ))}
    </div>
  );
}

/** /vod_library: a title search, categories, and the channel's rails. Search and category live in the URL. */
export function VodLibrary() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const query = search.get('q')?.trim() ?? '';
  const categoryId = Number(search.get('category')) || null;
  const categories = useVodCategories().data ?? [];
  const category = categories.find((candidate) => candidate.id === categoryId);
  const [draft, setDraft] = useState(query);

  const change = (name: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name === 'q') next.delete('category');
    if (name === 'category') next.delete('q');
    setSearch(next, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="stack stack--large">
      <RegionNotice />
      <div className="stack">
        <form
          className="vod-search"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            change('q', draft.trim() || null);
          }}
        >
          <label className="visually-hidden" htmlFor="vod-search">
            {t('vod.search')}
          </label>
          <input id="vod-search" className="input vod-search__input" type="search" value={draft} placeholder={t('vod.searchPlaceholder')} onChange={(event) => setDraft(event.target.value)} />
          <button type="submit" className="button button--primary">
            {t('vod.searchButton')}
          </button>
          {query ? (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setDraft('');
                change('q', null);
              }}
            >
              {t('vod.clearSearch')}
            </button>
          ) : null}
        </form>
        {categories.length ? <CategoryChips categories={categories} active={categoryId} choose={(id) => change('category', id ? String(id) : null)} /> : null}
      </div>
      {query ? (
        <VodResults key={`q:${query}`} source={{ title: query }} heading={t('vod.results', { query })} />
      ) : category ? (
        <VodResults key={`c:${category.id}`} source={{ categoryId: category.id }} heading={category.name} />
      ) : (
        <Rails />
      )}
    </div>
  );
}
