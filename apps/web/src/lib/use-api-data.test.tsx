import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearApiDataCache, useApiData } from './use-api-data';

function Shows({ load, label }: { load: () => Promise<string>; label: string }) {
  const { data, loading } = useApiData('greeting', load);
  return <p>{loading ? 'loading' : `${label}: ${data}`}</p>;
}

describe('useApiData', () => {
  afterEach(clearApiDataCache);

  it('fetches a key once per page life: a second screen takes it from the cache', async () => {
    const load = vi.fn(async () => 'hello');
    const first = render(<Shows load={load} label="first" />);
    expect(await screen.findByText('first: hello')).toBeTruthy();
    first.unmount();
    render(<Shows load={load} label="second" />);
    expect(screen.getByText('second: hello')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again when a screen that had the data renders after the cache was cleared (a purchase changed it)', async () => {
    const load = vi.fn<() => Promise<string>>().mockResolvedValueOnce('before').mockResolvedValueOnce('after');
    const view = render(<Shows load={load} label="a" />);
    expect(await screen.findByText('a: before')).toBeTruthy();
    clearApiDataCache();
    view.rerender(<Shows load={load} label="b" />);
    expect(await screen.findByText('b: after')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
