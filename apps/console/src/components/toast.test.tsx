import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast, Toaster } from './toast';

describe('toasts', () => {
  afterEach(() => vi.useRealTimers());

  it('announce successes politely and errors at once, and go away by themselves or when closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Toaster />);
    act(() => {
      toast.success('Event saved.');
      toast.error('The event could not be saved.');
    });
    expect(screen.getByText('Event saved.').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('The event could not be saved.').closest('[aria-live]')).toHaveAttribute('aria-live', 'assertive');

    act(() => void vi.advanceTimersByTime(4100));
    expect(screen.queryByText('Event saved.')).toBeNull();
    expect(screen.getByText('The event could not be saved.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('The event could not be saved.')).toBeNull();
  });

  it('show the same words once: a repeat replaces the toast and restarts its time', () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Toaster />);
    act(() => void toast.error('Some fields need a change: see the messages under them.'));
    act(() => void vi.advanceTimersByTime(6000));
    act(() => {
      toast.error('Some fields need a change: see the messages under them.');
      toast.error('The event could not be saved.');
    });
    expect(screen.getAllByText('Some fields need a change: see the messages under them.')).toHaveLength(1);
    // The first one's 8 s would have ended here; the repeat stays its own 8 s.
    act(() => void vi.advanceTimersByTime(4000));
    expect(screen.getByText('Some fields need a change: see the messages under them.')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(4100));
    expect(screen.queryByText('Some fields need a change: see the messages under them.')).toBeNull();
    act(() => toast.clear());
  });
});
