import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createSocialProviders, enabledSocialProviders } from './social-providers';
import { nameParts } from './social-provider';

describe('social login configuration', () => {
  it('offers a provider only when both its client id and secret are set', () => {
    const none = loadConfig({ GOOGLE_CLIENT_ID: 'id-only', FACEBOOK_CLIENT_SECRET: 'secret-only' });
    expect(none.social).toEqual({ google: null, facebook: null });
    expect(enabledSocialProviders(createSocialProviders(none.social))).toEqual([]);

    const both = loadConfig({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 'gs', FACEBOOK_CLIENT_ID: 'f', FACEBOOK_CLIENT_SECRET: 'fs' });
    expect(both.social.google).toEqual({ clientId: 'g', clientSecret: 'gs', issuer: 'https://accounts.google.com' });
    expect(both.social.facebook).toEqual({
      clientId: 'f',
      clientSecret: 'fs',
      graphUrl: 'https://graph.facebook.com',
      authUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    });
    expect(enabledSocialProviders(createSocialProviders(both.social))).toEqual(['google', 'facebook']);
  });

  it('accepts plain http provider URLs on loopback only', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER: 'http://127.0.0.1:4000' }).social.google).toEqual({ clientId: 'id', clientSecret: 'secret', issuer: 'http://127.0.0.1:4000' });
    expect(() => loadConfig({ GOOGLE_ISSUER: 'http://accounts.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ FACEBOOK_GRAPH_URL: 'http://graph.example.com' })).toThrow(/FACEBOOK_GRAPH_URL/);
  });

  it('wants a long external hand-off secret', () => {
    expect(() => loadConfig({ EXTERNAL_AUTH_SECRET: 'short' })).toThrow(/EXTERNAL_AUTH_SECRET/);
    expect(loadConfig({ EXTERNAL_AUTH_SECRET: 'x'.repeat(32) }).externalAuthSecret).toBe('x'.repeat(32));
  });
});

describe('names from a provider', () => {
  it('uses the given and family names, else splits the full name', () => {
    expect(nameParts('Ana', 'Lopez', 'ignored')).toEqual({ firstName: 'Ana', lastName: 'Lopez' });
    expect(nameParts(undefined, undefined, '  Jean  Luc Picard ')).toEqual({ firstName: 'Jean', lastName: 'Luc Picard' });
    expect(nameParts(undefined, undefined, undefined)).toEqual({ firstName: '', lastName: '' });
  });
});
