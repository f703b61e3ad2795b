import type { ComponentType } from 'react';
import type { ConsoleFeature } from '../../lib/feature';

const screen = (load: () => Promise<{ Component: ComponentType }>) => ({ lazy: load });
const crumb = (key: string) => ({ crumb: key, ns: 'media' });

/** The media library: the channel's own videos, uploaded with tus and made into an HLS ladder, with posters, captions and markers. */
export const feature: ConsoleFeature = {
  id: 'media',
  order: 25,
  nav: [{ to: 'media', labelKey: 'nav.media', access: 'editor' }],
  routes: [
    {
      path: 'media',
      handle: crumb('nav.media'),
      children: [
        { index: true, ...screen(async () => ({ Component: (await import('./screens/LibraryScreen')).LibraryScreen })) },
        { path: ':assetId', handle: crumb('crumb.asset'), ...screen(async () => ({ Component: (await import('./screens/AssetPage')).AssetPage })) },
      ],
    },
  ],
};
