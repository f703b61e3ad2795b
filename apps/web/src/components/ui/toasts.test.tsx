import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadScreenStrings } from '../../lib/i18n';
import { clearToasts, DEFAULT_TOAST_DURATION_MS, showToast, toastStore, useToast } from './toast-store';
import { Toaster } from './Toaster';

beforeAll(async () => {
  await initI18n('en');
  await loadScreenStrings();
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
});

describe('toasts', () => {
  it('default to type info and 5000 ms, shaped {time, text, type, id}', () => {
    vi.setSystemTime(new Date('2025-01-01T12:00:00Z'));
    const id = showToast('Saved');
    expect(toastStore.get()).toEqual([
      { id, time: Date.parse('2025-01-01T12:00:00Z'), text: 'Saved', type: 'info', duration: DEFAULT_TOAST_DURATION_MS },
    ]);
    expect(DEFAULT_TOAST_DURATION_MS).toBe(5000);
  });

  it('disappear after their duration', () => {
    render(<Toaster />);
    act(() => {
      showToast('Pass added');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Pass added');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Pass added')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Pass added')).not.toBeInTheDocument();
  });

  it('last their duration from when they are shown, even when the code that shows them loads later', () => {
    act(() => {
      showToast('Clip created');
    });
    act(() => vi.advanceTimersByTime(6_000));
    render(<Toaster />);
    expect(screen.getByRole('status')).toHaveTextContent('Clip created');
    act(() => vi.advanceTimersByTime(4_999));
    expect(screen.getByText('Clip created')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Clip created')).not.toBeInTheDocument();
  });

  it('announce errors as alerts inside a live region, and can be dismissed', () => {
    render(<Toaster />);
    act(() => {
      useToast().error('Payment failed');
      useToast().success('Saved');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('region', { name: 'Notifications' }).querySelector('[aria-live="polite"]')).not.toBeNull();
    act(() => screen.getAllByRole('button', { name: 'Dismiss notification' })[0]?.click());
    expect(screen.queryByText('Payment failed')).not.toBeInTheDocument();
  });
});
