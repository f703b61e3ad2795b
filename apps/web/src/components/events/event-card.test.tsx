import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from '../../lib/i18n';
import { makeEvent } from '../../test/events';
import { PricingBadge, StatusBadge } from './EventBadges';
import { EventCard } from './EventCard';

beforeAll(() => initI18n('en'));

function renderInRouter(element: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }]);
  return render(<RouterProvider router={router} />);
}

describe('event card', () => {
  it("shows the event's own title with 'away @ home' under it, the local start in the event zone and links to its player", async () => {
    await setLanguage('en');
    renderInRouter(<EventCard event={makeEvent({ name: 'Semifinal' })} />);
    const link = screen.getByRole('heading', { name: 'Semifinal' }).querySelector('a')!;
    expect(link).toHaveAttribute('href', '/watch/7');
    expect(screen.getByText('Eastport @ Northfield')).toHaveClass('event-card__teams');
    expect(screen.getByText(/Sun, Nov 22 · 3:00 PM CST/)).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(document.querySelector('img')).toHaveAttribute('src', '/media/art/matchup.svg');
  });

  it("tells two games of the same teams apart by their titles, and shows 'away @ home' alone when the name only repeats the teams", () => {
    renderInRouter(
      <>
        <EventCard event={makeEvent({ id: 1, name: 'Semifinal' })} />
        <EventCard event={makeEvent({ id: 2, name: 'Final' })} />
        <EventCard event={makeEvent({ id: 3, name: 'Eastport University Knights at Northfield University Huskies' })} />
        <EventCard event={makeEvent({ id: 4, name: 'Eastport vs Northfield' })} />
      </>,
    );
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Semifinal', 'Final', 'Eastport @ Northfield', 'Eastport @ Northfield']);
    expect(document.querySelectorAll('.event-card__teams')).toHaveLength(2);
  });

  it('says when the event is blocked in the viewer region', () => {
    renderInRouter(<EventCard event={makeEvent({ is_geo_blocked: true })} />);
    expect(screen.getByText('this content is not available in your region')).toBeInTheDocument();
  });

  it("labels a finished event without a video 'Replay not available', not as a free replay", async () => {
    await setLanguage('en');
    const poster = { id: 1, kind: 1, kind_name: 'image' as const, url: '/media/art/matchup.svg' };
    const { unmount } = renderInRouter(<EventCard event={makeEvent({ stream_status: 'vod', type: 'vod', pricing_type: 'free', media: [poster] })} />);
    expect(screen.getByText('Replay not available')).toBeInTheDocument();
    expect(screen.queryByText('Replay')).not.toBeInTheDocument();
    expect(screen.queryByText('Free')).not.toBeInTheDocument();
    unmount();

    const vod = { id: 2, kind: 3, kind_name: 'vod' as const, url: '/media/s/t/1/e7/vod/bars/master.m3u8' };
    renderInRouter(<EventCard event={makeEvent({ stream_status: 'vod', type: 'vod', pricing_type: 'free', media: [poster, vod] })} />);
    expect(screen.getByText('Replay')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.queryByText('Replay not available')).not.toBeInTheDocument();
  });

  it('says a replay is not available in French too', async () => {
    await setLanguage('fr');
    renderInRouter(<EventCard event={makeEvent({ stream_status: 'vod', type: 'vod', media: [] })} />);
    expect(screen.getByText('Reprise non disponible')).toBeInTheDocument();
    await setLanguage('en');
  });

  it('is worded in French on a French channel', async () => {
    await setLanguage('fr');
    renderInRouter(<EventCard event={makeEvent({ stream_status: 'live', pricing_type: 'ppv' })} />);
    expect(screen.getByText('En direct')).toBeInTheDocument();
    expect(screen.getByText('Paiement à la carte')).toBeInTheDocument();
    expect(screen.getByText(/dim\. 22 nov\./)).toBeInTheDocument();
    await setLanguage('en');
  });
});

describe('badges', () => {
  it.each([
    ['free', 'Free'],
    ['register', 'Register'],
    ['paid', 'Paid'],
    ['ppv', 'Pay-per-view'],
  ] as const)('pricing %s reads %s', (type, label) => {
    render(<PricingBadge type={type} />);
    expect(screen.getByText(label)).toHaveClass(`badge--${type}`);
  });

  it('status: LIVE, replay, or a countdown that stays current', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-22T18:00:00Z') });
    try {
      const { rerender } = render(<StatusBadge event={{ stream_status: 'live', event_utc_ts: '2026-11-22T17:00:00Z' }} />);
      expect(screen.getByText('Live')).toBeInTheDocument();
      rerender(<StatusBadge event={{ stream_status: 'vod', event_utc_ts: '2026-11-20T17:00:00Z' }} />);
      expect(screen.getByText('Replay')).toBeInTheDocument();
      rerender(<StatusBadge event={{ stream_status: 'upcoming', event_utc_ts: '2026-11-22T21:00:00Z' }} />);
      expect(screen.getByText('in 3 hours')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
