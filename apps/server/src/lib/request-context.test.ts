import { describe, expect, it } from 'vitest';
import { currentRequestId, jobLogFields, runAsJobOf } from './request-context';

describe('the request a job runs under', () => {
  it('is the one that enqueued it, and its log lines name it', () => {
    expect(runAsJobOf('req-abc', () => [currentRequestId(), jobLogFields()])).toEqual(['req-abc', { request_id: 'req-abc' }]);
  });

  it("is none for a job no request enqueued, even when another request's job started the worker that runs it", async () => {
    // The worker is woken by a job of req-abc enqueuing work; the job it then claims came from no request.
    const seen = await runAsJobOf('req-abc', () => Promise.resolve().then(() => runAsJobOf(null, async () => [currentRequestId(), jobLogFields()])));
    expect(seen).toEqual([null, {}]);
  });
});
