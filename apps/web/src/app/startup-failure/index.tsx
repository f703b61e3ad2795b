import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { keyStore } from '../../lib/api';
import { appConfig } from '../../lib/config';
import { loadScreenStrings, setLanguage } from '../../lib/i18n';
import { BootError } from '../boot';
import { Whoops } from '../Whoops';
import { ChannelNotFound } from './ChannelNotFound';
import { startupFailureLanguage } from './failure-language';

/** The crash screen is also shown when a critical call fails after start-up (App's fatal state). */
export { Whoops };

/** Loaded only when start-up fails: picks the best language it can, then the screen for what went wrong. */
export async function prepareStartupFailure(channelKey: string | undefined): Promise<void> {
  await setLanguage(startupFailureLanguage(channelKey));
  await loadScreenStrings();
}

export function StartupFailureScreen({ requestedChannel }: { requestedChannel?: string }) {
  return <StrictMode>{requestedChannel ? <ChannelNotFound requested={requestedChannel} /> : <Whoops />}</StrictMode>;
}

export async function showStartupFailure(root: Root, error: unknown, i18nReady: Promise<unknown>): Promise<void> {
  console.error('[app] start-up failed', error);
  const requestedChannel = error instanceof BootError ? error.requestedChannel : undefined;
  await i18nReady.catch(() => undefined);
  // An unknown requested channel has no language of its own to fall back on.
  const channelKey = requestedChannel ? undefined : (appConfig.channelKey ?? keyStore.getChannelKey());
  await prepareStartupFailure(channelKey).catch(() => undefined);
  root.render(<StartupFailureScreen requestedChannel={requestedChannel} />);
}
