import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useParams } from 'react-router';
import { Breadcrumbs, type Crumb } from '../../components/PageHeader';
import type { ConsoleFeature, CrumbHandle } from '../../lib/feature';
import { useMe } from '../../lib/session';

/** The routes' `handle.crumb` labels down to the open screen: <channel> › <area> › …; none on the channel picker. */
function useCrumbs(features: ConsoleFeature[]): Crumb[] {
  const { t } = useTranslation();
  const matches = useMatches();
  const params = useParams();
  const { data: me } = useMe();
  const featureOfRoute = new Map<unknown, string>();
  for (const feature of features) for (const route of [...feature.routes, ...(feature.topRoutes ?? [])]) featureOfRoute.set(route.handle, feature.id);
  const crumbs: Crumb[] = [];
  for (const match of matches) {
    const handle = match.handle as CrumbHandle | undefined;
    if (!handle?.crumb) continue;
    let label: string;
    if (handle.crumb === 'channel') label = me?.channels.find((channel) => channel.channel_key === params.channelKey)?.name ?? params.channelKey ?? '';
    else if (typeof handle.crumb === 'function') label = handle.crumb(params);
    else label = t(handle.crumb, { ns: handle.ns ?? featureOfRoute.get(match.handle) ?? 'translation' });
    crumbs.push({ label, to: match.pathname });
  }
  return crumbs;
}

/**
 * The trail of the open screen (Channels › <channel> › <area> › …), hidden on the channel picker, and the browser
 * tab's title, the trail read from the screen up ("Orders · Varsity Sports · Console"), so that an operator with
 * several screens open tells the tabs apart.
 */
export function LayoutBreadcrumbs({ features }: { features: ConsoleFeature[] }) {
  const { t } = useTranslation();
  const crumbs = useCrumbs(features);
  const brand = t('layout.brand');
  const title = [...crumbs.map((crumb) => crumb.label).reverse(), brand].join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
  // Screens outside the layout (the login page after signing out) have no trail: the tab stops naming a channel.
  useEffect(() => () => void (document.title = brand), [brand]);
  if (crumbs.length === 0) return null;
  return <Breadcrumbs items={[{ label: t('nav.channels'), to: '/' }, ...crumbs]} label={t('layout.breadcrumb')} />;
}
