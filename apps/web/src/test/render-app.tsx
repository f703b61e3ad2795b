import type { BootstrapData, ProjectSettingsFile } from '@ott/contracts/channel';
import { listViewerEndpoints } from '@ott/contracts/endpoints/viewer/index';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createAppRoutes } from '../app/router';
import { ChannelContext } from '../lib/channel-context';
import { initI18n, type AppLanguage } from '../lib/i18n';
import { makeBootstrap } from './fixtures';

/**
 * The contracts answers are parsed with, loaded before the screen renders: a screen's first call would otherwise
 * wait for them (seconds on a busy machine), inside the time its test gives the screen to appear.
 */
const loadResponseContracts = () => Promise.all(listViewerEndpoints().map(([, definition]) => definition.response()));

/** Renders the real route tree in memory at `path`, as the app does after start-up. */
export async function renderApp(
  path: string,
  bootstrap: BootstrapData = makeBootstrap(),
  language: AppLanguage = 'en',
  projectSettings: ProjectSettingsFile | null = null,
) {
  await Promise.all([initI18n(language), loadResponseContracts()]);
  const router = createMemoryRouter(createAppRoutes(bootstrap), { initialEntries: [path] });
  const view = render(
    <ChannelContext.Provider value={{ channelKey: 'varsity', bootstrap, projectSettings }}>
      <RouterProvider router={router} />
    </ChannelContext.Provider>,
  );
  return { router, ...view };
}
