import { describe, expect, it, vi } from 'vitest';
import { createQueue } from './index';

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

describe('createQueue', () => {
  it('keeps jobs in the database unless a Redis URL is given', () => {
    expect(createQueue({ db: {} as never, dialect: 'sqlite', redisUrl: null, logger }).backend).toBe('database');
  });

  it('uses BullMQ with a Redis URL, without connecting before the queue is used', async () => {
    const queue = createQueue({ db: {} as never, dialect: 'sqlite', redisUrl: 'redis://127.0.0.1:1', logger });
    expect(queue.backend).toBe('redis');
    queue.define('test.idle', async () => {});
    await queue.stop();
    expect(logger.error).not.toHaveBeenCalled();
  });
});
