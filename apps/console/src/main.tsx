import '@ott/client/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createClientErrorReporter } from '@ott/contracts/client-error-reporter';
import { setFailureReporter } from './lib/api';
import { initI18n } from './lib/i18n';
import './app/styles.css';

initI18n();
// Failed calls (except the skipped statuses) and uncaught errors go to the server's error reports.
const errorReporter = createClientErrorReporter({ app: 'console' });
errorReporter.listen(window);
setFailureReporter((failure) => errorReporter.requestFailed(failure));
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
