import { chatReplay, postChat, reportChat } from '@ott/contracts/endpoints/viewer/chat';
import type { ChatMessage } from '@ott/contracts/chat';
import { api } from '../../../lib/api';
import { call } from '../../../lib/api-call';

export const sendChat = (eventId: number, text: string): Promise<ChatMessage> => call(postChat, { params: { id: eventId }, body: { text } });
export const reportChatMessage = (eventId: number, messageId: number) => call(reportChat, { params: { id: eventId, message_id: messageId }, body: {} });
export const fetchChatReplay = (eventId: number, fromS: number, toS: number, signal?: AbortSignal): Promise<ChatMessage[]> =>
  call(chatReplay, { params: { id: eventId }, query: { from_s: fromS, to_s: toS }, signal });

/** The stream's URL: EventSource sends no headers, so the key rides in the query, as every keyed GET's does. */
export async function chatStreamUrl(eventId: number): Promise<string> {
  return api.url(`/events/${eventId}/chat`, { api_key: await api.ensureApiKey() });
}
