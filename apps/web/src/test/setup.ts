import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { clearToasts } from '../components/ui/toast-store';
import { queryClient } from '../lib/query-client';
import { resetUser } from '../lib/session';
import { runWaitingEffects } from './preact-effects';

// Screens load their code and strings on demand, on a machine the other suites share: findBy and waitFor get 5 s.
configure({ asyncUtilTimeout: 5_000 });

// A file that renders as the server does (`@vitest-environment node`) has no page to reset.
const inPage = typeof window !== 'undefined';

beforeEach(() => {
  if (!inPage) return;
  // jsdom does not implement scrolling.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  if (!inPage) return;
  cleanup();
  clearToasts();
  // Each test is a fresh page: nothing a screen asked for in an earlier test is answered from the cache.
  queryClient.clear();
  resetUser();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('style');
});

// The effects the file's last test left run before the page goes (see preact-effects.ts).
afterAll(runWaitingEffects);
