import type { VodMediaRail } from '@ott/contracts/vod';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadScreenStrings } from '../../../lib/i18n';
import { RAIL_INTERVAL_MS, VodRail } from './VodRail';

const rail: VodMediaRail = {
  id: 1,
  title: 'Latest replays',
  vod_media_items: [1, 2, 3].map((id) => ({
    id,
    title: `Replay ${id}`,
    description: null,
    date: '2026-11-20T03:00:00.000Z',
    duration: 5400,
    vod_media_category_id: 1,
    event_id: null,
    assets: { image: null, preview: null },
  })),
};

function renderRail() {
  const router = createMemoryRouter([{ path: '/', element: <VodRail rail={rail} /> }]);
  render(<RouterProvider router={router} />);
  return screen.getByRole('region', { name: 'Latest replays' });
}

beforeAll(async () => {
  await initI18n('en');
  await loadScreenStrings();
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('VOD rail', () => {
  it('moves on one card every 5000 ms and wraps after the last', () => {
    const section = renderRail();
    expect(section).toHaveAttribute('data-position', '0');
    act(() => vi.advanceTimersByTime(RAIL_INTERVAL_MS - 1));
    expect(section).toHaveAttribute('data-position', '0');
    act(() => vi.advanceTimersByTime(1));
    expect(section).toHaveAttribute('data-position', '1');
    act(() => vi.advanceTimersByTime(RAIL_INTERVAL_MS));
    expect(section).toHaveAttribute('data-position', '2');
    act(() => vi.advanceTimersByTime(RAIL_INTERVAL_MS));
    expect(section).toHaveAttribute('data-position', '0');
    expect(RAIL_INTERVAL_MS).toBe(5000);
  });

  it('pauses while hovered or focused', () => {
    const section = renderRail();
    fireEvent.mouseEnter(section);
    act(() => vi.advanceTimersByTime(RAIL_INTERVAL_MS * 3));
    expect(section).toHaveAttribute('data-position', '0');
    fireEvent.mouseLeave(section);
    fireEvent.focus(screen.getByRole('link', { name: 'Replay 1' }));
    act(() => vi.advanceTimersByTime(RAIL_INTERVAL_MS * 3));
    expect(section).toHaveAttribute('data-position', '0');
  });

  it('stays still for visitors who prefer reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), addEventListener() {}, removeEventListener() {} }));
    try {
      const section = renderRail();
      act(() => vi.advanceTimersByTime(RAIL_INTERVAL_MS * 2));
      expect(section).toHaveAttribute('data-position', '0');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('links each video to the library player', () => {
    renderRail();
    expect(screen.getByRole('link', { name: 'Replay 2' })).toHaveAttribute('href', '/watch_library/2');
    expect(screen.getAllByText('1:30:00')).toHaveLength(3);
  });
});
