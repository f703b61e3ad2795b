import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOneShot } from './use-one-shot';

describe('useOneShot', () => {
  it("runs once per key, even under React's development double effects and a re-mount", async () => {
    const spend = vi.fn(async () => 'verified');
    const first = renderHook(() => useOneShot('code-1', spend), { reactStrictMode: true });
    await waitFor(() => expect(first.result.current).toEqual({ data: 'verified', error: undefined, pending: false }));
    first.unmount();
    const again = renderHook(() => useOneShot('code-1', spend), { reactStrictMode: true });
    await waitFor(() => expect(again.result.current.data).toBe('verified'));
    expect(spend).toHaveBeenCalledOnce();
  });

  it('reports a failure, and runs nothing for a null key', async () => {
    const failing = renderHook(() => useOneShot('code-2', () => Promise.reject(new Error('Verification failed'))));
    await waitFor(() => expect(failing.result.current.error).toEqual(new Error('Verification failed')));
    const idle = vi.fn(async () => 'never');
    const { result } = renderHook(() => useOneShot(null, idle));
    expect(result.current.pending).toBe(false);
    expect(idle).not.toHaveBeenCalled();
  });
});
