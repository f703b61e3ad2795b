import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetUser } from '../lib/session';

// Screens load their code and strings on demand, on a machine the other suites share: findBy and waitFor get 5 s.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  // jsdom does not implement scrolling.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  resetUser();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('style');
});
