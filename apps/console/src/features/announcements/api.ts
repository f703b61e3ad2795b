import type { AdminAnnouncement, AdminAnnouncementForm } from '@ott/contracts/admin-announcements';
import { announcement, announcements, audiences, createAnnouncement, deleteAnnouncement, preview, send, sendTest, updateAnnouncement } from '@ott/contracts/endpoints/admin/announcements';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, inChannel } from '../../lib/api-call';

/** While an announcement is sending, its progress is asked for this often. */
export const PROGRESS_POLL_MS = 2_000;

export const announcementsKey = (channelKey: string) => ['announcements', channelKey] as const;

export const announcementsQuery = (channelKey: string) =>
  queryOptions({
    queryKey: [...announcementsKey(channelKey), 'list'] as const,
    queryFn: () => call(announcements, { params: inChannel(channelKey) }),
    // A list with a send under way follows its counts.
    refetchInterval: (query) => (query.state.data?.some((item) => item.status === 'sending') ? PROGRESS_POLL_MS : false),
  });

export const announcementQuery = (channelKey: string, id: number) =>
  queryOptions({
    queryKey: [...announcementsKey(channelKey), 'one', id] as const,
    queryFn: () => call(announcement, { params: inChannel(channelKey, { id }) }),
    refetchInterval: (query) => (query.state.data?.status === 'sending' ? PROGRESS_POLL_MS : false),
  });

export const audiencesQuery = (channelKey: string) =>
  queryOptions({ queryKey: [...announcementsKey(channelKey), 'audiences'] as const, queryFn: () => call(audiences, { params: inChannel(channelKey) }), staleTime: 0 });

export const previewQuery = (channelKey: string, subject: string, body: string) =>
  queryOptions({
    queryKey: [...announcementsKey(channelKey), 'preview', subject, body] as const,
    queryFn: () => call(preview, { params: inChannel(channelKey), body: { subject, body } }),
    placeholderData: (previous) => previous,
  });

/** Saving a draft (new or changed), the test mail, sending and deleting; each refreshes the list. */
export function useAnnouncementActions(channelKey: string) {
  const client = useQueryClient();
  const refresh = (saved?: AdminAnnouncement) => {
    if (saved) client.setQueryData(announcementQuery(channelKey, saved.id).queryKey, saved);
    return client.invalidateQueries({ queryKey: announcementsKey(channelKey) });
  };
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: AdminAnnouncementForm }) =>
        id === null ? call(createAnnouncement, { params: inChannel(channelKey), body }) : call(updateAnnouncement, { params: inChannel(channelKey, { id }), body }),
      onSuccess: (saved) => void refresh(saved),
    }),
    test: useMutation({ mutationFn: (id: number) => call(sendTest, { params: inChannel(channelKey, { id }) }) }),
    send: useMutation({ mutationFn: (id: number) => call(send, { params: inChannel(channelKey, { id }) }), onSuccess: (sending) => void refresh(sending) }),
    remove: useMutation({ mutationFn: (id: number) => call(deleteAnnouncement, { params: inChannel(channelKey, { id }) }), onSuccess: () => void refresh() }),
  };
}
