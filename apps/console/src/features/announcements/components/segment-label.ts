import type { AdminAnnouncement, AdminAnnouncementAudiences, AnnouncementSegment } from '@ott/contracts/admin-announcements';
import type { TFunction } from 'i18next';

/** "Fans of Huskies", "Subscribers"…: a segment as the operator chose it. */
export function segmentLabel(t: TFunction<'announcements'>, segment: AnnouncementSegment, name: string | null): string {
  if (segment === 'pass' && name) return t('segments.passNamed', { name });
  if (segment === 'team' && name) return t('segments.teamNamed', { name });
  return t(`segments.${segment}`);
}

/** How many opted-in customers a segment reaches now; null while a pass or team is still to be chosen. */
export function audienceCount(audiences: AdminAnnouncementAudiences, segment: AnnouncementSegment, segmentId: number | null | undefined): number | null {
  if (segment === 'all') return audiences.all;
  if (segment === 'subscribers') return audiences.subscribers;
  const choices = segment === 'pass' ? audiences.passes : audiences.teams;
  return choices.find((choice) => choice.id === segmentId)?.count ?? null;
}

export const segmentName = (audiences: AdminAnnouncementAudiences | undefined, item: Pick<AdminAnnouncement, 'segment' | 'segment_id'>) =>
  (item.segment === 'pass' ? audiences?.passes : item.segment === 'team' ? audiences?.teams : undefined)?.find((choice) => choice.id === item.segment_id)?.name ?? null;
