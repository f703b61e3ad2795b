import type { AdminChatSanctionInput, AdminChatSettings } from '@ott/contracts/chat';
import {
  chatEvents,
  chatMessages,
  chatReports,
  chatSanctions,
  chatSettings,
  deleteChatMessage,
  liftSanction,
  pinChatMessage,
  sanctionViewer,
  saveChatSettings,
  settleChatReport,
} from '@ott/contracts/endpoints/admin/chat';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, inChannel } from '../../lib/api-call';

/** The live messages, the reports and the bans are asked for this often while the screen is open. */
export const CHAT_POLL_MS = 2_000;

export const chatKey = (channelKey: string) => ['chat', channelKey] as const;

export const chatSettingsQuery = (channelKey: string) => queryOptions({ queryKey: [...chatKey(channelKey), 'settings'] as const, queryFn: () => call(chatSettings, { params: inChannel(channelKey) }) });
export const chatEventsQuery = (channelKey: string) => queryOptions({ queryKey: [...chatKey(channelKey), 'events'] as const, queryFn: () => call(chatEvents, { params: inChannel(channelKey) }) });
export const chatMessagesQuery = (channelKey: string, eventId: number) =>
  queryOptions({ queryKey: [...chatKey(channelKey), 'messages', eventId] as const, queryFn: () => call(chatMessages, { params: inChannel(channelKey, { event_id: eventId }) }), refetchInterval: CHAT_POLL_MS });
export const chatReportsQuery = (channelKey: string) =>
  queryOptions({ queryKey: [...chatKey(channelKey), 'reports'] as const, queryFn: () => call(chatReports, { params: inChannel(channelKey) }), refetchInterval: CHAT_POLL_MS });
export const chatSanctionsQuery = (channelKey: string) =>
  queryOptions({ queryKey: [...chatKey(channelKey), 'sanctions'] as const, queryFn: () => call(chatSanctions, { params: inChannel(channelKey) }), refetchInterval: CHAT_POLL_MS * 5 });

/** Every moderation action; each refreshes what it changes. */
export function useChatActions(channelKey: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: chatKey(channelKey) });
  return {
    saveSettings: useMutation({ mutationFn: (body: AdminChatSettings) => call(saveChatSettings, { params: inChannel(channelKey), body }), onSuccess: (saved) => client.setQueryData(chatSettingsQuery(channelKey).queryKey, saved) }),
    remove: useMutation({ mutationFn: (id: number) => call(deleteChatMessage, { params: inChannel(channelKey, { id }) }), onSuccess: () => void refresh() }),
    pin: useMutation({ mutationFn: ({ id, pinned }: { id: number; pinned: boolean }) => call(pinChatMessage, { params: inChannel(channelKey, { id }), body: { pinned } }), onSuccess: () => void refresh() }),
    sanction: useMutation({ mutationFn: (body: AdminChatSanctionInput) => call(sanctionViewer, { params: inChannel(channelKey), body }), onSuccess: () => void refresh() }),
    lift: useMutation({ mutationFn: (id: number) => call(liftSanction, { params: inChannel(channelKey, { id }) }), onSuccess: () => void refresh() }),
    settle: useMutation({ mutationFn: ({ id, action }: { id: number; action: 'dismiss' | 'delete' }) => call(settleChatReport, { params: inChannel(channelKey, { id }), body: { action } }), onSuccess: () => void refresh() }),
  };
}
