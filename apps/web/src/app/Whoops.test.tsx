import { act, fireEvent, render, screen } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadScreenStrings } from '../lib/i18n';
import { Whoops } from './Whoops';

beforeAll(async () => {
  await initI18n('en');
  await loadScreenStrings();
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Whoops screen', () => {
  it("apologises and holds the reload button for 60 seconds with a countdown", async () => {
    const requestApiKey = vi.fn(async () => 'new-key');
    const reload = vi.fn();
    render(<Whoops requestApiKey={requestApiKey} reload={reload} />);

    expect(screen.getByText('Apologies! Our service is currently experiencing technical difficulties. Please refresh the page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload (60)' })).toBeDisabled();

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Reload (59)' })).toBeDisabled();

    act(() => vi.advanceTimersByTime(58_000));
    expect(screen.getByRole('button', { name: 'Reload (1)' })).toBeDisabled();

    act(() => vi.advanceTimersByTime(1000));
    const button = screen.getByRole('button', { name: 'Reload' });
    expect(button).toBeEnabled();

    await act(async () => {
      fireEvent.click(button);
    });
    expect(requestApiKey).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads even when the new key request fails', async () => {
    const reload = vi.fn();
    render(<Whoops requestApiKey={() => Promise.reject(new Error('down'))} reload={reload} />);
    act(() => vi.advanceTimersByTime(60_000));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('counts from the moment it is shown, not an effect later: 30 s on, 30 are left', () => {
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    // Rendered and committed, as when the key request fails: nothing else has run yet.
    flushSync(() => root.render(<Whoops />));
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('button', { name: 'Reload (30)' })).toBeDisabled();
    act(() => root.unmount());
  });
});
