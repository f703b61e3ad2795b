import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toast } from '../components/toast';
import { setCsrfToken } from '../lib/api';
import { initI18n } from '../lib/i18n';

// Screens load their code and strings on demand, on a machine the other suites share: findBy and waitFor get 5 s.
configure({ asyncUtilTimeout: 5_000 });

initI18n('en');

// A file's tests share their worker's modules with the files before it (vitest.config.ts): what a module keeps is reset.
afterEach(() => {
  cleanup();
  toast.clear();
  setCsrfToken(null);
  localStorage.clear();
});
