import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger';
import { redactText, redactUrl } from './redact';

describe('redactUrl', () => {
  it.each([
    ['/api/menu?api_key=abc123', '/api/menu?api_key=[redacted]'],
    ['/api/x?a=1&api_key=abc&b=2', '/api/x?a=1&api_key=[redacted]&b=2'],
    ['/reset?token=t0k&email=a%40b.c', '/reset?token=[redacted]&email=a%40b.c'],
    ['/api/x?API_KEY=abc#frag', '/api/x?API_KEY=[redacted]#frag'],
    ['/api/menu?channel_key=varsity', '/api/menu?channel_key=varsity'],
    ['/api/menu', '/api/menu'],
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
});
