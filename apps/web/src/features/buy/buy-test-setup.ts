import { configure } from '@testing-library/react';
import { beforeAll, vi } from 'vitest';
import { initI18n, loadScreenStrings } from '../../lib/i18n';

/**
 * The buy screens and their strings load on demand: loaded once first, and findBy given time, so a
 * busy machine does not fail the first test. Payments poll every 2 s for real, so a whole checkout
 * takes several seconds when the machine is busy.
 */
export function prepareBuyScreens(): void {
  configure({ asyncUtilTimeout: 5_000 });
  vi.setConfig({ testTimeout: 20_000 });
  beforeAll(async () => {
    await initI18n('en');
    await Promise.all([import('./routes'), loadScreenStrings()]);
  }, 60_000);
}
