import { endpoint } from '@ott/contracts/endpoint';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callEndpoint, ContractMismatch, parsesResponses } from './endpoint-call';

const Pass = z.object({ id: z.number(), name: z.string() });
const getPackage = endpoint({ method: 'GET', path: '/packages/:id', auth: 'api_key', response: async () => Pass });

describe('callEndpoint', () => {
  it('sends the method and filled path, and parses the answer with the contract', async () => {
    const send = vi.fn(async () => ({ id: 4, name: 'Season', extra: true }));
    const pass = await callEndpoint(send, getPackage, { params: { id: 4 }, query: { a: 1 } });
    expect(send).toHaveBeenCalledWith({ method: 'GET', path: '/packages/4', query: { a: 1 }, body: undefined, signal: undefined, envelope: false });
    expect(pass).toEqual({ id: 4, name: 'Season' });
  });

  it('rejects an answer that breaks the contract, naming the endpoint', async () => {
    const send = async () => ({ id: '4' });
    const failure = await callEndpoint(send, getPackage, { params: { id: 4 } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContractMismatch);
    expect((failure as Error).message).toBe('GET /packages/:id: the answer does not match its contract');
  });

  it('passes the answer through untouched when parsing is off', async () => {
    const send = async () => ({ id: '4' });
    await expect(callEndpoint(send, getPackage, { params: { id: 4 } }, false)).resolves.toEqual({ id: '4' });
  });

  it('answers unparsed when the contract cannot load (a page being left aborts the import), instead of failing the call', async () => {
    const unloadable = endpoint({ method: 'GET', path: '/geo', auth: 'api_key', response: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) });
    await expect(callEndpoint(async () => ({ ip: '127.0.0.1' }), unloadable)).resolves.toEqual({ ip: '127.0.0.1' });
  });

  it('parses in tests', () => {
    expect(parsesResponses()).toBe(true);
  });
});
