/** The global under which the pages' first script leaves its answers (app/early-requests.ts). */
export const EARLY_RESPONSES = '__earlyResponses';
/**
 * An event's answer, or the home's sections, asked for longer ago than this is left unused: it is for the page's start,
 * not for a screen opened later (an access bought since, a fresh signed URL). The keys do not age so: a slow start still takes them rather than
 * asking for a second API key.
 */
export const EARLY_RESPONSE_LIFETIME_MS = 10_000;
const AGES = /^GET \/api\/events(\/|-for-homepage$)/;
/** What a player page's opening script takes, its first frame waiting on it: handed over at once. */
const AT_ONCE = /^(GET \/api\/events\/|GET \/keys\/|POST \/api\/get_api_key$)/;

interface EarlyAnswer {
  url: string;
  body: string | undefined;
  response: Response;
}

interface EarlyResponses {
  /** performance.now() when the first script started asking. */
  askedAt: number;
  /** "METHOD /path" → what was asked (URL with its query, body) and the answer; null when it could not be asked. */
  answers: Record<string, Promise<EarlyAnswer | null> | undefined>;
}

/** `pending`, or the signal's reason once it aborts: the client's timeout and cancellation hold for a taken answer too. */
function untilAborted<T>(pending: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return pending;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    pending.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * `fetch` for the API client that hands over an answer the page's first script already asked for, when the client
 * soon asks for the very same thing (method, URL with its query, body); each answer once. Otherwise it asks anew.
 */
export function withEarlyResponses(fetchImpl: typeof fetch, holder: object = globalThis, now: () => number = () => performance.now()): typeof fetch {
  return async (input, init) => {
    const early = (holder as Record<string, EarlyResponses | undefined>)[EARLY_RESPONSES];
    const slot = typeof input === 'string' ? `${init?.method ?? 'GET'} ${input.split('?', 1)[0]}` : undefined;
    const pending = early && slot ? early.answers[slot] : undefined;
    if (!early || !slot || !pending) return fetchImpl(input, init);
    delete early.answers[slot];
    const fresh = !AGES.test(slot) || now() - early.askedAt < EARLY_RESPONSE_LIFETIME_MS;
    const answer = fresh ? await untilAborted(pending, init?.signal) : null;
    if (!answer || answer.url !== input || answer.body !== (init?.body ?? undefined)) return fetchImpl(input, init);
    // Start-up's data is handed over in a task of its own, as a response from the network comes: taken at once, the
    // steps from the shell's evaluation to the router ran on in one task (over 200 ms on a phone).
    if (!AT_ONCE.test(slot)) await untilAborted(new Promise((resolve) => setTimeout(resolve)), init?.signal);
    return answer.response;
  };
}
