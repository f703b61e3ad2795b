import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/toast';
import { renderScreen } from '../../../test/render';
import { GoLivePanel } from './GoLivePanel';
import { INGEST_PATH, ingestOf, serveIngest } from './test-fixtures';

const REPLAY = { published: false, duration: 3725, trim_start: 0, trim_end: 0 };

async function renderReplay() {
  renderScreen(<GoLivePanel channelKey="varsity" event={{ id: 12, name: 'Final', time_zone: 'America/Chicago' }} />);
  return screen.findByRole('region', { name: 'Replay' });
}

async function fill(replay: HTMLElement, start: string, end: string) {
  await userEvent.clear(within(replay).getByLabelText('Trim start (seconds)'));
  await userEvent.type(within(replay).getByLabelText('Trim start (seconds)'), start);
  await userEvent.clear(within(replay).getByLabelText('Trim end (seconds)'));
  await userEvent.type(within(replay).getByLabelText('Trim end (seconds)'), end);
}

describe('the replay after the end', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the trim and the published choice as one patch, showing the cuts and what is kept as clocks', async () => {
    const saved = ingestOf({ state: 'ended', replay: { published: true, duration: 3725, trim_start: 95, trim_end: 30 } });
    const { writes } = serveIngest(ingestOf({ state: 'ended', replay: REPLAY }), { 'PATCH /replay': () => ({ body: { data: saved } }) });
    const success = vi.spyOn(toast, 'success');
    const replay = await renderReplay();
    expect(within(replay).getByText('Recording: 1:02:05 · the replay runs 1:02:05')).toBeInTheDocument();
    await fill(replay, '95', '30');
    expect(within(replay).getByText('Cuts 1:35 from the start')).toBeInTheDocument();
    expect(within(replay).getByText('Cuts 0:30 from the end')).toBeInTheDocument();
    expect(within(replay).getByText('Recording: 1:02:05 · the replay runs 1:00:00')).toBeInTheDocument();
    await userEvent.click(within(replay).getByLabelText('Published'));
    await userEvent.click(within(replay).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(writes()).toEqual([{ method: 'PATCH', path: `${INGEST_PATH}/replay`, body: { trim_start: 95, trim_end: 30, published: true } }]));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Replay saved'));
  });

  it("shows the server's validation error under the field it is about", async () => {
    const { writes } = serveIngest(ingestOf({ state: 'ended', replay: REPLAY }), {
      'PATCH /replay': () => ({ status: 400, body: { message: 'Validation failed', code: 'VALIDATION', errors: { trim_end: ['Must leave at least 1 s of the recording'] } } }),
    });
    const replay = await renderReplay();
    await fill(replay, '3000', '725');
    await userEvent.click(within(replay).getByRole('button', { name: 'Save' }));
    const trimEnd = within(replay).getByLabelText('Trim end (seconds)');
    await vi.waitFor(() => expect(trimEnd).toHaveAccessibleDescription('Cuts 12:05 from the end Must leave at least 1 s of the recording'));
    expect(trimEnd).toHaveAttribute('aria-invalid', 'true');
    expect(within(replay).getByLabelText('Trim start (seconds)')).not.toHaveAttribute('aria-invalid');
    expect(writes()).toEqual([{ method: 'PATCH', path: `${INGEST_PATH}/replay`, body: { trim_start: 3000, trim_end: 725, published: false } }]);
  });

  it("refuses an empty trim in the browser with the contract's message, sending nothing", async () => {
    const { writes } = serveIngest(ingestOf({ state: 'ended', replay: REPLAY }));
    const replay = await renderReplay();
    await userEvent.clear(within(replay).getByLabelText('Trim start (seconds)'));
    await userEvent.click(within(replay).getByRole('button', { name: 'Save' }));
    expect(await within(replay).findByText('Must be a number')).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('is not shown before the end', async () => {
    serveIngest(ingestOf({ state: 'live' }));
    renderScreen(<GoLivePanel channelKey="varsity" event={{ id: 12, name: 'Final', time_zone: 'America/Chicago' }} />);
    await screen.findByText('Live — viewers are watching');
    expect(screen.queryByRole('region', { name: 'Replay' })).toBeNull();
  });
});
