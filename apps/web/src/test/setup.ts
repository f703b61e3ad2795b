import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetUser } from '../lib/session';

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
