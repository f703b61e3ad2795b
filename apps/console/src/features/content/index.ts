import type { ConsoleFeature } from '../../lib/feature';
import type { ComponentType } from 'react';

const screen = (load: () => Promise<{ Component: ComponentType }>) => ({ lazy: load });
const crumb = (key: string) => ({ crumb: key, ns: 'content' });

/** A channel's navigation and content: menus, pages, FAQ, slides, static blocks, event locations, prerolls and the contact form. */
export const feature: ConsoleFeature = {
  id: 'content',
  order: 30,
  nav: [
    { to: 'content/menus', labelKey: 'nav.menus', access: 'editor' },
    { to: 'content/pages', labelKey: 'nav.pages', access: 'editor' },
    { to: 'content/faq', labelKey: 'nav.faq', access: 'editor' },
    { to: 'content/slides', labelKey: 'nav.slides', access: 'editor' },
    { to: 'content/blocks', labelKey: 'nav.blocks', access: 'editor' },
    { to: 'content/locations', labelKey: 'nav.locations', access: 'editor' },
    { to: 'content/prerolls', labelKey: 'nav.prerolls', access: 'editor' },
    { to: 'content/contact-form', labelKey: 'nav.contactForm', access: 'editor' },
  ],
  routes: [
    { path: 'content/menus', handle: crumb('nav.menus'), ...screen(async () => ({ Component: (await import('./screens/MenusScreen')).MenusScreen })) },
    {
      path: 'content/pages',
      handle: crumb('nav.pages'),
      children: [
        { index: true, ...screen(async () => ({ Component: (await import('./screens/PagesScreen')).PagesScreen })) },
        { path: 'new', handle: crumb('pages.new'), ...screen(async () => ({ Component: (await import('./screens/PageEditor')).PageEditor })) },
        { path: ':pageId', handle: crumb('pages.edit'), ...screen(async () => ({ Component: (await import('./screens/PageEditor')).PageEditor })) },
      ],
    },
    { path: 'content/faq', handle: crumb('nav.faq'), ...screen(async () => ({ Component: (await import('./screens/FaqScreen')).FaqScreen })) },
    { path: 'content/slides', handle: crumb('nav.slides'), ...screen(async () => ({ Component: (await import('./screens/SlidesScreen')).SlidesScreen })) },
    { path: 'content/blocks', handle: crumb('nav.blocks'), ...screen(async () => ({ Component: (await import('./screens/BlocksScreen')).BlocksScreen })) },
    { path: 'content/locations', handle: crumb('nav.locations'), ...screen(async () => ({ Component: (await import('./screens/LocationsScreen')).LocationsScreen })) },
    { path: 'content/prerolls', handle: crumb('nav.prerolls'), ...screen(async () => ({ Component: (await import('./screens/PrerollsScreen')).PrerollsScreen })) },
    { path: 'content/contact-form', handle: crumb('nav.contactForm'), ...screen(async () => ({ Component: (await import('./screens/ContactFormScreen')).ContactFormScreen })) },
  ],
};
