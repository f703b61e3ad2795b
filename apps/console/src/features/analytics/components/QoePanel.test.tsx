import type { AdminAnalyticsQoeRow } from '@ott/contracts/admin-analytics';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { QoeTable } from './QoePanel';

const row: AdminAnalyticsQoeRow = {
  stream_id: 'evt-1',
  title: 'Final',
  views: 12345,
  startup_p50_ms: 1450,
  startup_p95_ms: 5210,
  programme_startup_p50_ms: null,
  programme_startup_p95_ms: null,
  rebuffer_count: 3,
  rebuffer_ratio: 0.1234,
  avg_bitrate: 2_150_000,
  rendition_switches: 1200,
  error_views: 1500,
  error_rate: 0.0125,
};

/** The row's cells as read, the non-breaking and narrow spaces written as plain ones. */
const cells = () => within(screen.getByRole('row', { name: /Final/ })).getAllByRole('cell').map((cell) => cell.textContent?.replace(/[\u00a0\u202f]/g, ' '));

describe('QoeTable', () => {
  afterEach(async () => i18n.changeLanguage('en'));

  it('writes its figures as English does', () => {
    render(<QoeTable events={[row]} />);
    expect(cells()).toEqual(['12,345', '1.5 s', '5.2 s (above threshold)', '—', '—', '12.3% (above threshold)', '1.3%', '1,500', '2.2 Mb/s', '1,200']);
  });

  it('writes its figures as French does: decimal commas, grouped thousands, a space before % and units', async () => {
    await i18n.changeLanguage('fr');
    render(<QoeTable events={[row]} />);
    expect(cells()).toEqual(['12 345', '1,5 s', '5,2 s (au-dessus du seuil)', '—', '—', '12,3 % (au-dessus du seuil)', '1,3 %', '1 500', '2,2 Mb/s', '1 200']);
  });
});
