import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyStore } from '../../../lib/api';
import { ok, stubApi } from '../../../test/api-stub';
import { makeEvent } from '../../../test/events';
import { requestOpeningEvent, useEvent } from './get-event';

beforeEach(() => {
  keyStore.setChannelKey('varsity');
  keyStore.setApiKey('varsity', 'test-key');
});
afterEach(() => vi.unstubAllGlobals());

describe('the event of the page the visitor opened', () => {
  it('is asked for before the screen renders, and that answer is the one the screen shows', async () => {
    const api = stubApi({ 'GET /api/events/7': ok(makeEvent({ id: 7, name: 'Opening game' })) });
    requestOpeningEvent('/watch/7');
    await waitFor(() => expect(api.sent('GET /api/events/7')).toHaveLength(1));

    const { result } = renderHook(() => useEvent(7));
    await waitFor(() => expect(result.current.data?.name).toBe('Opening game'));
    expect(api.sent('GET /api/events/7')).toHaveLength(1);
  });

  it('is used once: the next visit to the player asks again, for a fresh signed URL', async () => {
    const api = stubApi({ 'GET /api/events/8': ok(makeEvent({ id: 8 })) });
    requestOpeningEvent('/watch_embed/8');
    const first = renderHook(() => useEvent(8));
    await waitFor(() => expect(first.result.current.data?.id).toBe(8));
    first.unmount();

    const second = renderHook(() => useEvent(8));
    await waitFor(() => expect(second.result.current.data?.id).toBe(8));
    expect(api.sent('GET /api/events/8')).toHaveLength(2);
  });

  it('is not asked for on other pages', async () => {
    const api = stubApi({});
    expect(requestOpeningEvent('/watch_library/9')).toBeNull();
    expect(requestOpeningEvent('/upcoming')).toBeNull();
    expect(api.requests).toHaveLength(0);
  });
});
