import type { EventScore, ScoreChange, ScoreTimeline } from '@ott/contracts/scores';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChannelContext } from '../../lib/channel-context';
import { initI18n } from '../../lib/i18n';
import { makeEvent } from '../../test/events';
import { FakeEventSource } from '../../test/fake-event-source';
import { makeBootstrap } from '../../test/fixtures';
import { ScoreBug } from './components/ScoreBug';

vi.mock('../../lib/live-state-loader', () => ({ loadLiveState: () => import('../../lib/live-state') }));
const timeline = vi.hoisted(() => ({ data: null as ScoreTimeline | null }));
vi.mock('./api/score-timeline', () => ({ useScoreTimeline: (eventId: number | null) => ({ data: eventId === null ? null : timeline.data, error: null, loading: false }) }));

const SCORE: EventScore = { event_id: 7, home: 1, away: 0, period: 2, regulation_periods: 3, period_label: '2nd', clock: { running: false, seconds: 754, started_at: null }, updated_at: '2026-11-30T10:00:00.000Z' };
const change = (id: number, offset: number, home: number, away: number, period = 1): ScoreChange => ({
  id,
  kind: 'home',
  delta: 1,
  home,
  away,
  period,
  period_label: '',
  offset_s: offset,
  label: 'Goal',
  clip_start: Math.max(0, offset - 15),
  created_at: '2026-11-30T10:00:00.000Z',
});
const inChannel = (children: ReactNode) => <ChannelContext.Provider value={{ channelKey: 'varsity', bootstrap: makeBootstrap(), projectSettings: null }}>{children}</ChannelContext.Provider>;

beforeAll(() => initI18n('en'));
beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('score bug on the player', () => {
  it('shows the live score with its period and clock, and each change the stream tells within the second', async () => {
    render(inChannel(<ScoreBug event={makeEvent({ stream_status: 'live', score: SCORE })} />));
    const bug = screen.getByTestId('score-bug');
    expect(bug).toHaveTextContent('Northfield1–0Eastport University2nd · 12:34');
    await waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));
    act(() => FakeEventSource.instances[0]!.send('score', JSON.stringify({ ...SCORE, away: 1, updated_at: '2026-11-30T10:01:00.000Z' })));
    expect(screen.getByTestId('score-bug')).toHaveTextContent('1–1');
    expect(screen.getByRole('status', { name: 'Score: Northfield 1, Eastport University 1, 2nd' })).toBe(screen.getByTestId('score-bug'));
  });

  it('runs the clock from when it started', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-30T10:00:10.000Z') });
    render(inChannel(<ScoreBug event={makeEvent({ stream_status: 'live', score: { ...SCORE, clock: { running: true, seconds: 60, started_at: '2026-11-30T10:00:00.000Z' } } })} />));
    expect(screen.getByTestId('score-bug')).toHaveTextContent('2nd · 1:10');
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByTestId('score-bug')).toHaveTextContent('2nd · 1:15');
  });

  it("on a replay shows the score at the video's current time, from the timeline", async () => {
    timeline.data = { event_id: 7, score: SCORE, changes: [change(1, 100, 1, 0), change(2, 300, 1, 1), change(3, 500, 2, 1, 2)] };
    const video = document.createElement('video');
    const { container } = render(
      inChannel(
        <div className="watch__stage">
          <div id="stage" />
          <ScoreBug event={makeEvent({ stream_status: 'vod', score: SCORE })} />
        </div>,
      ),
    );
    container.querySelector('#stage')!.appendChild(video);
    const at = async (seconds: number, shown: string) => {
      Object.defineProperty(video, 'currentTime', { value: seconds, configurable: true });
      await waitFor(() => expect(screen.getByTestId('score-bug')).toHaveTextContent(shown), { timeout: 2_000 });
    };
    await at(50, 'Northfield0–0Eastport University1st');
    await at(320, 'Northfield1–1Eastport University1st');
    await at(900, 'Northfield2–1Eastport University2nd');
    await at(150, 'Northfield1–0Eastport University1st');
  });

  it('shows nothing when no score was kept', () => {
    timeline.data = null;
    render(inChannel(<ScoreBug event={makeEvent({ stream_status: 'live' })} />));
    expect(screen.queryByTestId('score-bug')).toBeNull();
  });
});
