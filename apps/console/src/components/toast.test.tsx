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
});
