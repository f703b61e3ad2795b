import { beforeAll } from 'vitest';
import { initI18n, loadScreenStrings } from '../../lib/i18n';

/**
 * The buy screens and their strings load on demand: loaded once first, so a busy machine does not fail
 * the first test.
 */
export function prepareBuyScreens(): void {
  beforeAll(async () => {
    await initI18n('en');
    await Promise.all([import('./routes'), loadScreenStrings()]);
  }, 60_000);
}
