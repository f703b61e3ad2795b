import { useEffect, useReducer } from 'react';
import { chatStreamUrl } from '../api/chat';
import { type ChatAction, chatReducer, EMPTY_LOG } from './chat-log';

function parse<T>(schema: { safeParse(data: unknown): { success: true; data: T } | { success: false } }, data: unknown): T | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = schema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * An event's live chat as its stream tells it. The EventSource reconnects by itself and sends Last-Event-ID, so the
 * server resumes after the last message shown: nothing missed, nothing twice. `userKey` (who is signed in) reopens it.
 */
export function useChatStream(eventId: number, enabled: boolean, userKey: string) {
  const [log, dispatch] = useReducer(chatReducer, EMPTY_LOG);
  const [failed, setFailed] = useReducer((_: boolean, next: boolean) => next, false);
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    // The browser's EventSource as the chat opened: the stream opens a moment later, once its contracts have loaded.
    const Source = EventSource;
    let source: EventSource | null = null;
    let stopped = false;
    const on = (type: string, toAction: (data: unknown) => ChatAction | null) =>
      source!.addEventListener(type, (event) => {
        const action = toAction((event as MessageEvent).data);
        if (action) dispatch(action);
      });
    // The stream's contracts (and Zod, which checks each event) load with the first live chat, not with every player page.
    void Promise.all([chatStreamUrl(eventId), import('@ott/contracts/chat')]).then(([url, { ChatDeletedNotice, ChatMessage, ChatPinNotice, ChatRules, ChatStreamState }]) => {
      if (stopped) return;
      source = new Source(url);
      on('state', (data) => {
        const state = parse(ChatStreamState, data);
        if (state) setFailed(false);
        return state && { type: 'state', state };
      });
      on('message', (data) => {
        const message = parse(ChatMessage, data);
        return message && { type: 'message', message };
      });
      on('delete', (data) => {
        const notice = parse(ChatDeletedNotice, data);
        return notice && { type: 'delete', id: notice.id };
      });
      on('pin', (data) => {
        const notice = parse(ChatPinNotice, data);
        return notice && { type: 'pin', pinned: notice.pinned };
      });
      on('rules', (data) => {
        const rules = parse(ChatRules, data);
        return rules && { type: 'rules', rules };
      });
      // A refusal (401 when visitors may not read) closes the source for good.
      source.addEventListener('error', () => {
        if (source?.readyState === Source.CLOSED) setFailed(true);
      });
    })
      // No key, or the contracts' file unreachable: the chat stays empty, as with a stream that never connects (the
      // failed key request is the app's own error to show).
      .catch(() => undefined);
    return () => {
      stopped = true;
      source?.close();
    };
  }, [eventId, enabled, userKey]);
  return { log, failed };
}
