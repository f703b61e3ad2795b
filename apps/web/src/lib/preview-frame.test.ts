import { afterEach, describe, expect, it, vi } from 'vitest';

describe('the preview frame keeps nothing', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it("keeps the channel and API keys in memory inside the console's preview frame, never in local storage", async () => {
    window.history.replaceState(null, '', '/?channel=universitaire&preview=1');
    vi.stubGlobal('parent', {});
    const { createExpiringStorage } = await import('./storage');
    const { createKeyStore } = await import('./key-store');
    const keys = createKeyStore(createExpiringStorage());
    keys.setChannelKey('universitaire');
    keys.setApiKey('universitaire', 'secret-key');
    expect(keys.getChannelKey()).toBe('universitaire');
    expect(keys.getApiKey('universitaire')).toBe('secret-key');
    expect(localStorage.length).toBe(0);
  });

  it('uses local storage on an ordinary visit, even with ?preview in the URL but no frame', async () => {
    window.history.replaceState(null, '', '/?preview=1');
    const { createExpiringStorage } = await import('./storage');
    const { createKeyStore } = await import('./key-store');
    createKeyStore(createExpiringStorage()).setChannelKey('varsity');
    expect(localStorage.length).toBe(1);
  });
});
