import { createRoot } from 'react-dom/client';
import { api, keyStore } from '../lib/api';
import { appConfig } from '../lib/config';
import { fatalErrorStore } from '../lib/fatal-error';
import { i18n, initI18n, loadScreenStrings, resolveLanguage, setLanguage, storedLanguageChoice } from '../lib/i18n';
import { resetUser } from '../lib/session';
import { applyTheme } from '../lib/theme';
import { showToast } from '../components/ui/toast-store';
import { App, StartupFailure } from './App';
import { boot } from './boot';
import { createAppRouter } from './router';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';

api.setHooks({
  onGlobalError: (error) => {
    // The message catalogue loads only when there is something to show.
    void Promise.all([import('../lib/server-messages'), loadScreenStrings()]).then(([{ translateServerMessage }]) =>
      showToast(translateServerMessage(i18n.t, error.message), { type: 'error' }),
    );
  },
  onFatalError: (error) => fatalErrorStore.set(error),
  onUserReset: resetUser,
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// Translations load while the network start-up runs; the visitor's stored choice applies at once.
const i18nReady = initI18n(storedLanguageChoice());

boot({ client: api, keyStore, configuredChannelKey: appConfig.channelKey, search: window.location.search })
  .then(async (channel) => {
    applyTheme(channel.bootstrap.color_settings);
    await i18nReady;
    if (!storedLanguageChoice()) await setLanguage(resolveLanguage(channel.bootstrap.settings.language));
    root.render(<App channel={channel} router={createAppRouter(channel.bootstrap)} />);
  })
  .catch(async (error: unknown) => {
    console.error('[app] start-up failed', error);
    await i18nReady.catch(() => undefined);
    root.render(<StartupFailure />);
  });
