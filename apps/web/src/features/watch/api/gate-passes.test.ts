import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyStore } from '../../../lib/api';
import { ok, stubApi } from '../../../test/api-stub';
import { makePass } from '../../../test/commerce';
import { requestOpeningPasses, takeOpeningPasses } from './gate-passes';

const [pass, plan] = [makePass({ id: 1 }), makePass({ id: 2, name: 'Monthly All-Access' })];
const serve = () => stubApi({ 'GET /api/packages': ok([pass]), 'GET /api/subscriptions': ok([plan]) });

beforeEach(() => {
  keyStore.setChannelKey('varsity');
  keyStore.setApiKey('varsity', 'visitor-key', 'visitor');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a visitor's paywall passes asked for while the page starts", () => {
  it('are handed to the paywall of that event once, as its own request would answer', async () => {
    const api = serve();
    requestOpeningPasses(7, 1_000);
    expect(takeOpeningPasses(8, false, 1_000)).toBeUndefined();
    expect(await takeOpeningPasses(7, false, 1_000)).toEqual([pass, plan]);
    expect(takeOpeningPasses(7, false, 1_000)).toBeUndefined();
    expect(api.sent('GET /api/packages')).toEqual([{ event_id: '7', channel_key: 'varsity' }]);
  });

  it('are not handed to a viewer signed in meanwhile, nor after 30 s', () => {
    serve();
    requestOpeningPasses(7, 1_000);
    expect(takeOpeningPasses(7, true, 1_000)).toBeUndefined();
    expect(takeOpeningPasses(7, false, 1_000)).toBeUndefined();

    requestOpeningPasses(7, 1_000);
    expect(takeOpeningPasses(7, false, 31_001)).toBeUndefined();
  });
});
