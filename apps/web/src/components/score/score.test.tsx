import type { EventScore } from '@ott/contracts/scores';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChannelContext } from '../../lib/channel-context';
import { initI18n, setLanguage } from '../../lib/i18n';
import { makeEvent } from '../../test/events';
import { FakeEventSource } from '../../test/fake-event-source';
import { makeBootstrap } from '../../test/fixtures';
import { ScoreBadge } from './ScoreBadge';

// The stream loads at once here, not a few seconds after the screen.
vi.mock('../../lib/live-state-loader', () => ({ loadLiveState: () => import('../../lib/live-state') }));

const SCORE: EventScore = { event_id: 7, home: 2, away: 1, period: 3, regulation_periods: 3, period_label: '3rd', clock: { running: false, seconds: 0, started_at: null }, updated_at: '2026-11-30T10:00:00.000Z' };
const inChannel = (children: ReactNode) => <ChannelContext.Provider value={{ channelKey: 'varsity', bootstrap: makeBootstrap(), projectSettings: null }}>{children}</ChannelContext.Provider>;
const sendScore = (score: EventScore) => act(() => FakeEventSource.instances[0]!.send('score', JSON.stringify(score)));

beforeAll(() => initI18n('en'));
beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe('score badge on an event card', () => {
  it("shows a live event's score and period, and follows the live-state stream's `event: score` for its own event", async () => {
    render(inChannel(<ScoreBadge event={makeEvent({ stream_status: 'live', score: SCORE })} />));
    // The badge's view loads with the first score to show.
    const badge = await screen.findByRole('img', { name: 'Score: Northfield 2, Eastport University 1, 3rd' });
    expect(badge).toHaveTextContent('2–1 · 3rd');
    await waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));
    sendScore({ ...SCORE, event_id: 8, home: 9 });
    expect(badge).toHaveTextContent('2–1 · 3rd');
    sendScore({ ...SCORE, home: 3, period: 4, updated_at: '2026-11-30T10:05:00.000Z' });
    expect(screen.getByRole('img')).toHaveTextContent('3–1 · OT');
    // The current scores a reopened stream repeats are older than what was heard: not shown.
    sendScore({ ...SCORE, home: 2, updated_at: '2026-11-30T10:04:00.000Z' });
    expect(screen.getByRole('img')).toHaveTextContent('3–1 · OT');
  });

  it('appears with the first score heard when the list had none', async () => {
    render(inChannel(<ScoreBadge event={makeEvent({ stream_status: 'live' })} />));
    expect(screen.queryByRole('img')).toBeNull();
    await waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));
    sendScore({ ...SCORE, home: 1, away: 0, period: 1 });
    expect(await screen.findByRole('img')).toHaveTextContent('1–0 · 1st');
  });

  it('is not shown on an upcoming event or a replay, and opens no stream for them', async () => {
    render(inChannel(<ScoreBadge event={makeEvent({ stream_status: 'vod', score: SCORE })} />));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('img')).toBeNull();
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('reads in French', async () => {
    await setLanguage('fr');
    render(inChannel(<ScoreBadge event={makeEvent({ stream_status: 'live', score: { ...SCORE, period: 1 } })} />));
    expect(screen.getByRole('img', { name: 'Score\u00a0: Northfield 2, Eastport University 1, 1re' })).toHaveTextContent('2–1 · 1re');
  });
});
