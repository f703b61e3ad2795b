import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { createArtWebp } from './art-webp';
import { ART_BUSY_CACHE, artRoutes } from './art.routes';

/** A maker whose pictures are made when the test says so. */
function heldMaker() {
  const pending: Array<{ svg: string; done: (webp: Buffer) => void; fail: (error: Error) => void }> = [];
  const make = (svg: string) => new Promise<Buffer>((done, fail) => pending.push({ svg, done, fail }));
  return { make, pending };
}

describe('generated art as WebP', () => {
  it('makes each picture once, and new ones at its rate: a burst, then so many a second', async () => {
    const { make, pending } = heldMaker();
    let at = 0;
    const webp = createArtWebp({ make, rate: { burst: 2, perSecond: 1 }, now: () => at });
    const first = webp('<svg>a</svg>');
    const sameAgain = webp('<svg>a</svg>');
    const second = webp('<svg>b</svg>');
    // The burst is spent: a third picture is not made, nor queued.
    expect(await webp('<svg>c</svg>')).toBeNull();
    expect(pending.map(({ svg }) => svg)).toEqual(['<svg>a</svg>', '<svg>b</svg>']);
    pending[0]!.done(Buffer.from('A'));
    pending[1]!.done(Buffer.from('B'));
    expect((await Promise.all([first, sameAgain, second])).map(String)).toEqual(['A', 'A', 'B']);
    // Kept: asked again, it is not made again, whatever the rate.
    expect(String(await webp('<svg>a</svg>'))).toBe('A');
    at = 999;
    expect(await webp('<svg>c</svg>')).toBeNull();
    at = 1_000;
    void webp('<svg>c</svg>');
    expect(pending.map(({ svg }) => svg)).toEqual(['<svg>a</svg>', '<svg>b</svg>', '<svg>c</svg>']);
  });

  it('makes a picture that failed again', async () => {
    const { make, pending } = heldMaker();
    const webp = createArtWebp({ make });
    const failed = webp('<svg>a</svg>');
    pending[0]!.fail(new Error('unreadable'));
    await expect(failed).rejects.toThrow('unreadable');
    const again = webp('<svg>a</svg>');
    pending[1]!.done(Buffer.from('A'));
    expect(String(await again)).toBe('A');
  });

  it('sends the SVG, for a minute, to a browser once the process has made its share of new pictures', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(artRoutes, { webp: async () => null });
    const answer = await app.inject({ method: 'GET', url: '/media/art/thumbnail.svg?label=Coach&color=1d3c6e', headers: { accept: 'image/webp,*/*' } });
    expect([answer.statusCode, answer.headers['content-type'], answer.headers['cache-control'], answer.headers.vary]).toEqual([200, 'image/svg+xml', ART_BUSY_CACHE, 'Accept']);
    expect(answer.body).toMatch(/^<svg /);
    await app.close();
  });
});
