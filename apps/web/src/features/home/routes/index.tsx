import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { RegionNotice } from '../../../components/content/RegionNotice';
import { useChannel } from '../../../lib/channel-context';
import { pageFilters } from '../../../lib/event-filters';
import { byWeightDesc } from '../../../lib/sort';
import { loadScreenStrings } from '../../../lib/i18n';
import { useUser } from '../../../lib/session';
import { useInView } from '../../../lib/use-in-view';
import { HeroCarousel } from '../components/HeroCarousel';
import { HomeSections } from '../components/HomeSections';
import { LazyContinueWatching } from '../components/LazyContinueWatching';

// Most visits land unfiltered; the filtered view (its title, its slides) loads only when a filter is set.
const FilteredHome = lazy(async () => {
  const [module] = await Promise.all([import('../components/FilteredHome'), loadScreenStrings()]);
  return { default: module.FilteredHome };
});

// Sports, schools and the channel's blocks sit below the fold: they load as the visitor scrolls near.
const BrowseSections = lazy(async () => {
  const [module] = await Promise.all([import('../components/BrowseSections'), loadScreenStrings()]);
  return { default: module.BrowseSections };
});

// Signed-in users only: their favourites' events, in a chunk a visitor never loads.
const MyTeams = lazy(async () => {
  const [module] = await Promise.all([import('../components/MyTeams'), loadScreenStrings()]);
  return { default: module.MyTeams };
});

function DeferredBrowse() {
  const [ref, near] = useInView<HTMLDivElement>('500px');
  const slot = <div ref={near ? undefined : ref} className="home-browse-slot" />;
  if (!near) return slot;
  return (
    <Suspense fallback={slot}>
      <BrowseSections />
    </Suspense>
  );
}

function DefaultHome() {
  const { bootstrap } = useChannel();
  const slides = bootstrap.slides.filter((slide) => slide.slidable_type === 'main').sort(byWeightDesc);
  const signedIn = Boolean(useUser());
  return (
    <>
      <h1 className="visually-hidden">{bootstrap.settings.channel_name}</h1>
      <HeroCarousel slides={slides} />
      <div className="container stack stack--large home__sections">
        <RegionNotice />
        <LazyContinueWatching />
        {signedIn ? (
          <Suspense fallback={null}>
            <MyTeams />
          </Suspense>
        ) : null}
        <HomeSections filters={{}} search="" />
        <DeferredBrowse />
      </div>
    </>
  );
}

/** Spec §2 home: slides and live / upcoming / replay sections, narrowed by any filter in the query. */
export function HomePage() {
  const [search] = useSearchParams();
  const filters = pageFilters(search);
  const filtered = Object.keys(filters).length > 0;
  return (
    <div className="home">
      {filtered ? (
        <Suspense fallback={<div className="home-filter-placeholder" />}>
          <FilteredHome filters={filters} />
        </Suspense>
      ) : (
        <DefaultHome />
      )}
    </div>
  );
}
