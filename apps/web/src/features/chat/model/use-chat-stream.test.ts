import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyStore } from '../../../lib/api';
import { FakeEventSource } from '../../../test/fake-event-source';
import { useChatStream } from './use-chat-stream';

beforeEach(() => {
  keyStore.setChannelKey('varsity');
  keyStore.setApiKey('varsity', 'test-key');
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe("a live chat's stream", () => {
  it('opens with the EventSource there was when the chat opened, once its contracts have loaded', async () => {
    const { unmount } = renderHook(() => useChatStream(7, true, 'visitor'));
    // What a test's teardown does before the page is gone (CI once caught "EventSource is not defined" here).
    vi.unstubAllGlobals();
    await waitFor(() => expect(FakeEventSource.open().map((source) => new URL(source.url, 'http://app.test').pathname)).toEqual(['/api/events/7/chat']));
    unmount();
    expect(FakeEventSource.open()).toEqual([]);
  });
});
