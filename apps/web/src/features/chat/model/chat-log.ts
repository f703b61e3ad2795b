import type { ChatMessage, ChatRules, ChatStreamState } from '@ott/contracts/chat';

/** The most messages kept on screen; older ones scroll away for good (the replay has them). */
export const MAX_SHOWN = 300;

export interface ChatLog {
  messages: ChatMessage[];
  pinned: ChatMessage | null;
  rules: ChatRules | null;
  canWrite: boolean;
  writeDenial: ChatStreamState['write_denial'];
}

export const EMPTY_LOG: ChatLog = { messages: [], pinned: null, rules: null, canWrite: false, writeDenial: null };

export type ChatAction =
  | { type: 'state'; state: ChatStreamState }
  | { type: 'message'; message: ChatMessage }
  | { type: 'delete'; id: number }
  | { type: 'pin'; pinned: ChatMessage | null }
  | { type: 'rules'; rules: ChatRules }
  | { type: 'replay'; messages: ChatMessage[] };

/** What the stream's events do to the log: a message is added once, in id order; a deletion removes it everywhere. */
export function chatReducer(log: ChatLog, action: ChatAction): ChatLog {
  switch (action.type) {
    case 'state': {
      const deleted = new Set(action.state.deleted_ids);
      return { ...log, rules: action.state.rules, pinned: action.state.pinned, canWrite: action.state.can_write, writeDenial: action.state.write_denial, messages: log.messages.filter((m) => !deleted.has(m.id)) };
    }
    case 'message': {
      if (log.messages.some((m) => m.id === action.message.id)) return log;
      const messages = [...log.messages, action.message].sort((a, b) => a.id - b.id);
      return { ...log, messages: messages.slice(-MAX_SHOWN) };
    }
    case 'delete':
      return { ...log, messages: log.messages.filter((m) => m.id !== action.id), pinned: log.pinned?.id === action.id ? null : log.pinned };
    case 'pin':
      return { ...log, pinned: action.pinned };
    case 'rules':
      return { ...log, rules: action.rules };
    case 'replay':
      return { ...log, messages: action.messages };
  }
}

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** The text cut into plain parts and links (links only when the channel allows them); rendered as text, never HTML. */
export function textParts(text: string, linksAllowed: boolean): Array<{ text: string; href?: string }> {
  if (!linksAllowed) return [{ text }];
  return text
    .split(URL_PATTERN)
    .filter((part) => part !== '')
    .map((part) => (/^https?:\/\//.test(part) ? { text: part, href: part } : { text: part }));
}

/** The replay's messages up to the video's time, newest last. */
export const shownAt = (messages: readonly ChatMessage[], seconds: number): ChatMessage[] => messages.filter((m) => m.offset_s <= seconds);
