import type { AdminRevenue } from '@ott/contracts/admin-revenue';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderScreen, stubFetch } from '../../../test/render';
import { RevenuePanel } from './RevenuePanel';

// Each series as data, with its first value as its legend words it.
vi.mock('./TimeChart', () => ({
  TimeChart: ({ label, series }: { label: string; series: Array<{ label: string; values: number[]; format?: (value: number) => string }> }) => (
    <div role="img" aria-label={label} data-series={JSON.stringify(series.map(({ format, ...data }) => ({ ...data, ...(format ? { first: format(data.values[0]!) } : {}) })))} />
  ),
}));

const RANGE = { from: '2026-10-01', to: '2026-10-02' };
const day = (day: string, figures: Partial<AdminRevenue['daily'][number]> = {}) => ({ day, gross: 0, refunds: 0, net: 0, new_subscriptions: 0, cancellations: 0, active_subscribers: 0, ...figures });
const REVENUE: AdminRevenue = {
  range: { ...RANGE, time_zone: 'America/Chicago' },
  currency: 'USD',
  totals: { gross: 1_234_567, refunds: 3000, net: 1_231_567, new_subscriptions: 3, cancellations: 1 },
  daily: [day('2026-10-01', { gross: 1_234_567, net: 1_234_567, new_subscriptions: 3, active_subscribers: 7 }), day('2026-10-02', { refunds: 3000, net: -3000, cancellations: 1, active_subscribers: 6 })],
  by_item: [
    { type: 'package', pass_id: 4, event_id: null, name: 'Northfield Huskies Team Pass', orders: 3, gross: 1_200_000, refunds: 3000, net: 1_197_000 },
    { type: 'event', pass_id: 9, event_id: 12, name: 'Hawks vs Owls', orders: 1, gross: 34_567, refunds: 0, net: 34_567 },
  ],
  by_promo_code: [{ code: 'SAVE10', orders: 1, gross: 5000, refunds: 0, net: 5000 }],
  by_trk: [],
  trial_conversion: { started: 4, converted: 1, rate: 0.25 },
};
const NONE: AdminRevenue = {
  ...REVENUE,
  totals: { gross: 0, refunds: 0, net: 0, new_subscriptions: 0, cancellations: 0 },
  daily: [day('2026-10-01'), day('2026-10-02')],
  by_item: [],
  by_promo_code: [],
  trial_conversion: { started: 0, converted: 0, rate: 0 },
};

function open(answer: { status?: number; body: unknown }) {
  const { urls, fetchMock } = stubFetch(() => answer);
  vi.stubGlobal('fetch', fetchMock);
  renderScreen(<RevenuePanel channelKey="varsity" range={RANGE} />);
  return { urls };
}

afterEach(() => vi.unstubAllGlobals());

describe('RevenuePanel', () => {
  it('asks for the range and shows the totals in the channel currency, the conversion, the chart and the breakdowns', async () => {
    const { urls } = open({ body: { data: REVENUE } });
    expect(await screen.findByTestId('revenue-gross')).toHaveTextContent('$12,345.67');
    expect(urls[0]?.pathname).toBe('/api/admin/channels/varsity/analytics/revenue');
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual(RANGE);
    expect(screen.getByTestId('revenue-refunds')).toHaveTextContent('$30.00');
    expect(screen.getByTestId('revenue-activeSubscribers')).toHaveTextContent('6');
    expect(screen.getByTestId('revenue-trialConversion')).toHaveTextContent('25%');
    expect(screen.getByTestId('revenue-trials')).toHaveTextContent('Trials started in this period: 4; later charged a renewal: 1');

    // The chart plots major units: gross, refunds and net per day, its legend in the channel's currency.
    const chart = screen.getByRole('img', { name: 'Gross, refunds and net per day, in USD' });
    expect(JSON.parse(chart.getAttribute('data-series')!)).toEqual([
      { label: 'Gross', values: [12345.67, 0], color: '#2563eb', first: '$12,345.67' },
      { label: 'Refunds', values: [0, 30], color: '#dc2626', first: '$0.00' },
      { label: 'Net', values: [12345.67, -30], color: '#16a34a', first: '$12,345.67' },
    ]);

    // Each table scrolls in a region a keyboard reaches, named by its caption (a phone is narrower than the table).
    for (const name of ['Revenue by item', 'Revenue by promo code', 'Revenue by campaign (trk)']) expect(screen.getByRole('region', { name })).toHaveAttribute('tabindex', '0');
    const items = screen.getByRole('table', { name: 'Revenue by item' });
    const pass = within(items).getByRole('rowheader', { name: 'Northfield Huskies Team Pass' }).closest('tr') as HTMLElement;
    expect(within(pass).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['3', '$12,000.00', '$30.00', '$11,970.00']);
    expect(within(items).getByRole('rowheader', { name: 'Hawks vs Owls (single event)' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Revenue by promo code' })).getByRole('rowheader', { name: 'SAVE10' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Revenue by campaign (trk)' })).getByText('None in this period')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV: Revenue' }).getAttribute('href')).toBe('/api/admin/channels/varsity/analytics/revenue?from=2026-10-01&to=2026-10-02&format=csv');

    // The days are the channel's: named in the hint and under both charts.
    expect(screen.getByText(/Days run in the channel’s time zone \(America\/Chicago\)\.$/)).toBeInTheDocument();
    expect(screen.getAllByText('Days in America/Chicago')).toHaveLength(2);
  });

  it('says so when nothing was sold in the period', async () => {
    open({ body: { data: NONE } });
    expect(await screen.findByText('No sales in this period')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Revenue by item' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Export CSV/ })).not.toBeInTheDocument();
  });

  it('reports a failed load', async () => {
    open({ status: 500, body: { message: 'Something went wrong', code: 'INTERNAL' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The revenue figures could not be loaded');
  });

  it('speaks French, with amounts formatted the French way (as the viewer app shows them)', async () => {
    await i18n.changeLanguage('fr');
    try {
      open({ body: { data: { ...REVENUE, currency: 'CAD' } } });
      expect((await screen.findByTestId('revenue-gross')).textContent?.replace(/\s/g, ' ')).toBe('12 345,67 $');
      expect(screen.getByRole('heading', { name: 'Revenus' })).toBeInTheDocument();
      expect(screen.getByRole('table', { name: 'Revenus par article' })).toBeInTheDocument();
      expect(screen.getByTestId('revenue-trials')).toHaveTextContent('Essais commencés sur cette période : 4 ; renouvelés et payés ensuite : 1');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
