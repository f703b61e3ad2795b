import { LiveStateMessage, ScoreStateMessage } from '@ott/contracts/live-ingest';
import type { QueryKey } from '@tanstack/react-query';
import { api } from './api';
import { queryClient } from './query-client';

export type LiveStateListener = (message: LiveStateMessage) => void;
export type ScoreListener = (score: ScoreStateMessage) => void;

interface ChannelStream {
  source: EventSource;
  listeners: Set<LiveStateListener>;
  /** `event: score` listeners (docs/decisions/0082-live-score.md): score bugs on the player and the event cards. */
  scoreListeners: Set<ScoreListener>;
}

/** One stream per channel, however many screens listen: a page with a list and a player opens one connection. */
const streams = new Map<string, ChannelStream>();

/** The server-sent event that carries a change (`event: live`, its data a LiveStateMessage). */
const LIVE_EVENT = 'live';
/** An event's score changed (`event: score`, its data a ScoreStateMessage). */
const SCORE_EVENT = 'score';

function parseScore(data: unknown): ScoreStateMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = ScoreStateMessage.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The cached answers a change of live state makes stale: every event list of the channel (the schedule's
 * `/events` pages, the home sections, the favourites' events), whoever the viewer. The event's own page is not
 * cached here: it listens itself (useLiveState) and asks again when it needs to.
 */
export function isEventListQuery(queryKey: QueryKey, channelKey: string): boolean {
  const [root, channel, , what, part] = queryKey;
  if (root !== 'api' || channel !== channelKey) return false;
  if (typeof what === 'string' && /^events(-for-homepage)?\[/.test(what)) return true;
  return what === 'favorites' && part === 'events';
}

function parse(data: unknown): LiveStateMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = LiveStateMessage.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function open(channelKey: string): ChannelStream {
  // Reconnecting after a drop is the EventSource's own (it waits the server's `retry`, then asks again).
  const source = new EventSource(api.url('/live_state', { channel_key: channelKey }));
  const stream: ChannelStream = { source, listeners: new Set(), scoreListeners: new Set() };
  // A score change updates the bugs that listen; the lists are not asked again for it.
  source.addEventListener(SCORE_EVENT, (event) => {
    const score = parseScore((event as MessageEvent).data);
    if (!score) return;
    for (const listener of [...stream.scoreListeners]) listener(score);
  });
  const refreshLists = () => void queryClient.invalidateQueries({ predicate: (query) => isEventListQuery(query.queryKey, channelKey) });
  source.addEventListener(LIVE_EVENT, (event) => {
    const message = parse((event as MessageEvent).data);
    if (!message) return;
    refreshLists();
    for (const listener of [...stream.listeners]) listener(message);
  });
  // Back after a drop, the stream does not replay what it missed meanwhile: the lists ask again instead.
  let opened = false;
  source.addEventListener('open', () => {
    if (opened) refreshLists();
    opened = true;
  });
  return stream;
}

/**
 * Listens to the channel's live-state changes (what went live, dropped to the slate, ended); returns the way to stop.
 * Every message also marks the channel's event lists stale, so the lists on screen ask again. The connection closes
 * with its last listener. Without EventSource (an old browser, a test page) nothing is opened.
 */
export function subscribeLiveState(channelKey: string, listener: LiveStateListener): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  const joined = streamOf(channelKey);
  // Each subscription counts once, even when two pass the same function.
  const subscription: LiveStateListener = (message) => listener(message);
  joined.listeners.add(subscription);
  return () => {
    if (joined.listeners.delete(subscription)) closeIfUnheard(channelKey, joined);
  };
}

/** Listens to the channel's score changes (`event: score`) on the same connection; returns the way to stop. */
export function subscribeScores(channelKey: string, listener: ScoreListener): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  const joined = streamOf(channelKey);
  const subscription: ScoreListener = (score) => listener(score);
  joined.scoreListeners.add(subscription);
  return () => {
    if (joined.scoreListeners.delete(subscription)) closeIfUnheard(channelKey, joined);
  };
}

function streamOf(channelKey: string): ChannelStream {
  let stream = streams.get(channelKey);
  if (!stream) {
    stream = open(channelKey);
    streams.set(channelKey, stream);
  }
  return stream;
}

/** The connection closes with its last listener, of either kind. */
function closeIfUnheard(channelKey: string, stream: ChannelStream): void {
  if (stream.listeners.size > 0 || stream.scoreListeners.size > 0) return;
  stream.source.close();
  if (streams.get(channelKey) === stream) streams.delete(channelKey);
}
