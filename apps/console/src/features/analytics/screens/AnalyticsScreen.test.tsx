import type { AdminMe } from '@ott/contracts/admin-auth';
import type { AdminChannel } from '@ott/contracts/admin-channels';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../../../lib/session';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { stubFetch } from '../../../test/render';
import { AnalyticsScreen } from './AnalyticsScreen';

vi.mock('../components/TimeChart', () => ({ TimeChart: ({ label }: { label: string }) => <div role="img" aria-label={label} /> }));

const ME: AdminMe = { id: 1, email: 'a@example.test', name: 'A', is_owner: false, must_change_password: false, totp_enabled: false, channels: [{ channel_key: 'varsity', name: 'Varsity', time_zone: 'America/Chicago', role: 'analyst' }], csrf_token: 'c' };
const RANGE = { from: '2026-10-27', to: '2026-11-25', time_zone: 'America/Chicago' };
const ESTIMATE = { method: 'estimate' as 'estimate' | 'exact', error: 0.01625 };
const OVERVIEW = {
  range: RANGE,
  totals: { sessions: 3, views: 3, unique_viewers: 2, watch_minutes: 2.5, avg_view_seconds: 50 },
  unique_viewers_count: ESTIMATE,
  daily: [{ day: '2026-11-24', views: 3, unique_viewers: 2, watch_minutes: 2.5 }],
};
const QOE = {
  range: RANGE,
  events: [
    { stream_id: '1', title: 'Hawks vs Owls', views: 2, startup_p50_ms: 900, startup_p95_ms: 5200, programme_startup_p50_ms: 350, programme_startup_p95_ms: 1250, rebuffer_count: 1, rebuffer_ratio: 0.01, avg_bitrate: 2_000_000, rendition_switches: 1, error_views: 0, error_rate: 0 },
    { stream_id: 'clip-9', title: null, views: 1, startup_p50_ms: 700, startup_p95_ms: 700, programme_startup_p50_ms: null, programme_startup_p95_ms: null, rebuffer_count: 0, rebuffer_ratio: 0.03, avg_bitrate: null, rendition_switches: 0, error_views: 1, error_rate: 1 },
  ],
};
const TOP = { range: RANGE, unique_viewers_count: ESTIMATE, events: [{ stream_id: '1', title: 'Hawks vs Owls', stream_type: 'replay', views: 2, unique_viewers: 2, watch_minutes: 2, avg_view_seconds: 60 }] };
const DEVICES = { range: RANGE, devices: [{ name: 'phone', views: 3 }], platforms: [{ name: 'ios', views: 2 }, { name: 'web', views: 1 }] };
const REVENUE = {
  range: RANGE,
  currency: 'USD',
  totals: { gross: 5999, refunds: 0, net: 5999, new_subscriptions: 0, cancellations: 0 },
  daily: [{ day: '2026-11-24', gross: 5999, refunds: 0, net: 5999, new_subscriptions: 0, cancellations: 0, active_subscribers: 0 }],
  by_item: [{ type: 'package', pass_id: 4, event_id: null, name: 'Team Pass', orders: 1, gross: 5999, refunds: 0, net: 5999 }],
  by_promo_code: [],
  by_trk: [],
  trial_conversion: { started: 0, converted: 0, rate: 0 },
};
const LIVE = { events: [{ stream_id: '1', title: 'Hawks vs Owls', viewers: 4 }], series: [{ minute: '2026-11-25T20:00', viewers: 4 }] };

const CHANNEL: AdminChannel = {
  id: 1,
  channel_key: 'varsity',
  name: 'Varsity',
  hostnames: ['varsity.example.com'],
  language: 'en',
  currency: 'USD',
  time_zone: 'America/Toronto',
  archived: false,
  single_language: false,
  analytics: { key: 'vsn-web-2025', google_tag_id: null, exempt: false },
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

function open(overview: typeof OVERVIEW = OVERVIEW, { channel = CHANNEL, role = 'analyst' as const as 'analyst' | 'admin' } = {}) {
  const { urls, fetchMock } = stubFetch((url, init) => {
    if (url.pathname === '/api/admin/channels/varsity') return { body: { data: channel } };
    const path = url.pathname.replace('/api/admin/channels/varsity/analytics/', '');
    if (init.method === 'POST' && path === 'refresh') return { status: 202, body: { data: { queued: true } } };
    const answers: Record<string, unknown> = { overview, events: TOP, qoe: QOE, devices: DEVICES, live: LIVE, revenue: REVENUE };
    return path in answers ? { body: { data: answers[path] } } : { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(ME_QUERY_KEY, { ...ME, channels: [{ ...ME.channels[0]!, role }] });
  const router = createMemoryRouter([{ path: '/channels/:channelKey/analytics', element: <AnalyticsScreen /> }], { initialEntries: ['/channels/varsity/analytics'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { urls };
}

afterEach(() => vi.unstubAllGlobals());

const chicagoDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('AnalyticsScreen', () => {
  it('shows the totals, top events, live viewers and the device split for the last 30 days', async () => {
    const { urls } = open();
    expect(await screen.findByTestId('total-views')).toHaveTextContent('3');
    expect(screen.getByTestId('total-watchMinutes')).toHaveTextContent('2.5');
    expect(screen.getByRole('img', { name: 'Views, unique viewers and watch minutes per day' })).toBeInTheDocument();
    const top = await screen.findByRole('table', { name: 'Events by views' });
    expect(within(top).getByRole('rowheader', { name: 'Hawks vs Owls' })).toBeInTheDocument();
    expect(await screen.findByText('4')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'phone' })).toBeInTheDocument();
    const asked = urls.find((url) => url.pathname.endsWith('/overview'));
    // The channel's today (America/Chicago in the grant), not the operator's nor UTC's.
    expect(asked?.searchParams.get('to')).toBe(chicagoDay(new Date()));
  });

  it("names the channel's time zone on the page and under every chart, and says how unique viewers were counted", async () => {
    open();
    expect(await screen.findByText(/Days run from midnight to midnight in the channel’s time zone \(America\/Chicago\)/)).toBeInTheDocument();
    expect(await screen.findByTestId('total-uniqueViewers-note')).toHaveTextContent('Estimate ±1.6%');
    // The daily chart, revenue's two charts, and the live chart's times.
    expect(await screen.findAllByText('Days in America/Chicago')).toHaveLength(3);
    expect(screen.getByText('Times in America/Chicago')).toBeInTheDocument();
    expect(screen.getByText(/Days run in the channel’s time zone \(America\/Chicago\)/)).toBeInTheDocument();
    const top = await screen.findByRole('table', { name: 'Events by views' });
    expect(within(top).getByRole('columnheader', { name: 'Unique viewers (Estimate ±1.6%)' })).toBeInTheDocument();
  });

  it('says a count is exact when the raw events cover the period', async () => {
    open({ ...OVERVIEW, unique_viewers_count: { method: 'exact', error: 0 } });
    expect(await screen.findByTestId('total-uniqueViewers-note')).toHaveTextContent('Exact');
  });

  it('highlights QoE figures above the thresholds it states', async () => {
    open();
    expect(await screen.findByText(/startup p95 is over 4 s, rebuffering is over 2% of watch time, or over 5% of views have errors/)).toBeInTheDocument();
    const qoe = await screen.findByRole('table', { name: 'Quality of experience per event' });
    const hawks = within(qoe).getByRole('rowheader', { name: 'Hawks vs Owls' }).closest('tr') as HTMLElement;
    expect(within(hawks).getByText('5.2 s').closest('td')).toHaveClass('analytics-warn');
    expect(within(hawks).getByText('1.0%').closest('td')).not.toHaveClass('analytics-warn');
    const clip = within(qoe).getByRole('rowheader', { name: 'Stream clip-9' }).closest('tr') as HTMLElement;
    expect(within(clip).getByText('3.0%').closest('td')).toHaveClass('analytics-warn');
    expect(within(clip).getByText('100.0%').closest('td')).toHaveClass('analytics-warn');
  });

  it('shows the viewer’s startup and the programme’s start after the ad in columns of their own', async () => {
    open();
    const qoe = await screen.findByRole('table', { name: 'Quality of experience per event' });
    expect(screen.getByText(/^Startup is the viewer’s wait, from pressing play to the first picture: the ad’s, when a preroll plays first/)).toBeInTheDocument();
    const headers = within(qoe).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers.slice(2, 6)).toEqual(['Startup p50', 'Startup p95', 'Programme after the ad p50', 'Programme after the ad p95']);
    // The unit follows its figure after a non-breaking space, read here as a plain one.
    const cells = (name: string) => within(within(qoe).getByRole('rowheader', { name }).closest('tr') as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent?.replace(/\u00a0/g, ' '));
    expect(cells('Hawks vs Owls').slice(1, 5)).toEqual(['0.9 s', '5.2 s (above threshold)', '0.4 s', '1.3 s']);
    expect(cells('Stream clip-9').slice(1, 5)).toEqual(['0.7 s', '0.7 s', '—', '—']);
  });

  it('links every table to its CSV for the chosen range, and asks again for a preset', async () => {
    const { urls } = open();
    const link = await screen.findByRole('link', { name: 'Export CSV: Quality of experience' });
    expect(link.getAttribute('href')).toMatch(/^\/api\/admin\/channels\/varsity\/analytics\/qoe\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&format=csv$/);
    expect(await screen.findByRole('link', { name: 'Export CSV: Revenue' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Export CSV/ })).toHaveLength(5);
    await userEvent.setup().selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    await vi.waitFor(() => expect(urls.some((url) => url.pathname.endsWith('/overview') && url.searchParams.get('from') === addDays(chicagoDay(new Date()), -6))).toBe(true));
  });

  it('says so when the period has no views', async () => {
    open({ ...OVERVIEW, totals: { sessions: 0, views: 0, unique_viewers: 0, watch_minutes: 0, avg_view_seconds: 0 }, daily: [] });
    expect(await screen.findByText('No views in this period yet')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Events by views' })).not.toBeInTheDocument();
    // Revenue has its own figures: a period without views may still have sales.
    expect(await screen.findByTestId('revenue-gross')).toHaveTextContent('$59.99');
  });

  it('asks again for the viewers watching now within 5 s, so that a player’s first report shows within 10 s', async () => {
    const { urls } = open();
    const asked = () => urls.filter((url) => url.pathname.endsWith('/analytics/live')).length;
    await vi.waitFor(() => expect(asked()).toBe(1));
    await vi.waitFor(() => expect(asked()).toBe(2), { timeout: 5_000, interval: 100 });
  });

  it('queues a refresh of the figures', async () => {
    const { urls } = open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Refresh now' }));
    await vi.waitFor(() => expect(urls.some((url) => url.pathname.endsWith('/refresh'))).toBe(true));
  });
  it('says plainly that nothing is recorded when the channel has no analytics key, and where an admin gives it one', async () => {
    open(OVERVIEW, { channel: { ...CHANNEL, analytics: { ...CHANNEL.analytics, key: null } }, role: 'admin' });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Recording is off: this channel has no analytics key, so the viewer app sends no visits and no new figures appear.');
    expect(within(notice).getByRole('link', { name: 'Give it a key in the channel’s settings' })).toHaveAttribute('href', '/channels/varsity/settings');
  });

  it('tells an analyst, who cannot change settings, to ask an admin for the key', async () => {
    open(OVERVIEW, { channel: { ...CHANNEL, analytics: { ...CHANNEL.analytics, key: null } } });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('An admin of this channel can give it one in its settings.');
    expect(within(notice).queryByRole('link')).toBeNull();
  });

  it('says nothing is recorded for an archived channel', async () => {
    open(OVERVIEW, { channel: { ...CHANNEL, archived: true } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Recording is off: this channel is archived, so viewers cannot open it.');
  });

  it('says recording is on, and whom it leaves out: visitors who decline the cookie notice unless the channel is exempt', async () => {
    open();
    expect(await screen.findByText('Recording is on. Visitors are counted once they accept the cookie notice; those who decline it or leave without answering are not.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says an exempt channel counts visitors who decline the cookie notice too', async () => {
    open(OVERVIEW, { channel: { ...CHANNEL, analytics: { ...CHANNEL.analytics, exempt: true } } });
    expect(await screen.findByText('Recording is on. Visitors who decline the cookie notice are counted too (this channel is exempt); those who leave without answering it are not.')).toBeInTheDocument();
  });
});
