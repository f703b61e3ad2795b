import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger';
import { redactFields, redactText, redactUrl } from './redact';

describe('redactUrl', () => {
  it.each([
    ['/api/menu?api_key=abc123', '/api/menu?api_key=[redacted]'],
    ['/api/x?a=1&api_key=abc&b=2', '/api/x?a=1&api_key=[redacted]&b=2'],
    ['/reset?token=t0k&email=a%40b.c', '/reset?token=[redacted]&email=a%40b.c'],
    ['/api/x?API_KEY=abc#frag', '/api/x?API_KEY=[redacted]#frag'],
    ['/api/menu?channel_key=varsity', '/api/menu?channel_key=varsity'],
    ['/api/menu', '/api/menu'],
    ['/api/session?api%5Fkey=k3y', '/api/session?api%5Fkey=[redacted]'],
    ['/api/session?%61pi_key=k3y&x=1', '/api/session?%61pi_key=[redacted]&x=1'],
    ['/api/session?Api_Key=k3y;pass%77ord=p', '/api/session?Api_Key=[redacted];pass%77ord=[redacted]'],
    ['/api/session?api_key[]=k3y&api_key%5B%5D=k4y', '/api/session?api_key[]=[redacted]&api_key%5B%5D=[redacted]'],
    ['/api/x?a=%ZZ&token=t', '/api/x?a=%ZZ&token=[redacted]'],
    ['/password-reset?email=a%40b.c&code=c0de', '/password-reset?email=a%40b.c&code=[redacted]'],
    ['/verify-email?email=a%40b.c&expires=1&signature=s1g', '/verify-email?email=a%40b.c&expires=1&signature=[redacted]'],
    ['/auth/login/google/callback?code=c0de&state=k3y', '/auth/login/google/callback?code=[redacted]&state=[redacted]'],
    ['/media/s/AbC-_12/1764000000/e42/vod/arena/720p/x_00001.ts', '/media/s/[redacted]/1764000000/e42/vod/arena/720p/x_00001.ts'],
    ['/media/s/AbC-_12', '/media/s/[redacted]'],
    ['/media/demo/arena/poster.jpg', '/media/demo/arena/poster.jpg'],
    ['/unsubscribe/42.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdEf', '/unsubscribe/[redacted]'],
    ['/unsubscribe/42.sig?lang=fr', '/unsubscribe/[redacted]?lang=fr'],
  ])('%s → %s', (input, expected) => {
    expect(redactUrl(input)).toBe(expected);
  });
});

describe('redactText', () => {
  it('masks quoted JSON fields and URLs inside messages', () => {
    expect(redactText('body {"api_key":"s3cret","password": "hunter2"} at /x?token=abc')).toBe(
      'body {"api_key":"[redacted]","password": "[redacted]"} at /x?token=[redacted]',
    );
  });

  it('masks the token of signed media paths wherever they are quoted', () => {
    expect(redactText('GET https://media.example.com/media/s/AbC-_12/1764000000/e42/live/bars/master.m3u8 failed')).toBe(
      'GET https://media.example.com/media/s/[redacted]/1764000000/e42/live/bars/master.m3u8 failed',
    );
  });

  it('masks percent-encoded parameter names in quoted URLs', () => {
    expect(redactText('Route GET:/api/nope?api%5Fkey=s3cret&x=1 not found')).toBe('Route GET:/api/nope?api%5Fkey=[redacted]&x=1 not found');
  });
});

describe('redactFields', () => {
  it('masks secrets inside arrays and any key case, without touching the original', () => {
    const original = { items: [{ Password: 'p' }, { ok: 1 }], headers: { Authorization: 'Bearer t' }, n: 1 };
    expect(redactFields(original)).toEqual({ items: [{ Password: '[redacted]' }, { ok: 1 }], headers: { Authorization: '[redacted]' }, n: 1 });
    expect(original.items[0]?.Password).toBe('p');
  });

  it('returns objects without secrets as they are, and survives cycles', () => {
    const clean = { a: { b: [1, 2] } };
    expect(redactFields(clean)).toBe(clean);
    const cyclic: Record<string, unknown> = { token: 't' };
    cyclic.self = cyclic;
    expect((redactFields(cyclic) as Record<string, unknown>).token).toBe('[redacted]');
  });
});

describe('logger options', () => {
  function capture() {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = pino(loggerOptions({ logLevel: 'info', nodeEnv: 'test' }), stream);
    return { logger, lines };
  }

  it('redacts secret fields at any of the first levels and credential headers', () => {
    const { logger, lines } = capture();
    logger.info({ api_key: 'k1', body: { password: 'p1', card: { card_number: '4242424242424242' } }, headers: { authorization: 'Bearer x', cookie: 'sid=1' } });
    const line = lines.join('');
    for (const secret of ['k1', 'p1', '4242424242424242', 'Bearer x', 'sid=1']) expect(line).not.toContain(secret);
    expect(line).toContain('[redacted]');
  });

  it('redacts secret fields nested five levels deep', () => {
    const { logger, lines } = capture();
    logger.info({ body: { order: { payment: { card: { card_number: '4000000000000002', cvc: '999' } } } } });
    const line = lines.join('');
    expect(line).not.toContain('4000000000000002');
    expect(line).not.toContain('999');
  });

  it('scrubs message strings', () => {
    const { logger, lines } = capture();
    logger.info('GET /api/menu?api_key=topsecret');
    expect(lines.join('')).not.toContain('topsecret');
  });

  it('logs request URLs without their keys', () => {
    const { logger, lines } = capture();
    logger.info({ req: { method: 'GET', url: '/api/session?api_key=k3y&x=1' } }, 'incoming request');
    expect(lines.join('')).not.toContain('k3y');
    expect(lines.join('')).toContain('/api/session?api_key=[redacted]&x=1');
  });

  it('logs request URLs without keys whose names are percent-encoded', () => {
    const { logger, lines } = capture();
    logger.info({ req: { method: 'GET', url: '/api/session?api%5Fkey=k3y' } }, 'incoming request');
    expect(lines.join('')).not.toContain('k3y');
  });
});
