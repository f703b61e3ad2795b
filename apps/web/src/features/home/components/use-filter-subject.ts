import type { Participant, Slide, SlidableType } from '@ott/contracts/channel';
import type { FavoriteSubject } from '../../../components/favorites/favorites-api';
import { participants as participantsEndpoint } from '@ott/contracts/endpoints/viewer/channel';
import { call } from '../../../lib/api-call';
import { categoryLineage, findCategory, flattenCategories } from '../../../lib/categories';
import { useChannel } from '../../../lib/channel-context';
import type { EventQuery } from '../../../lib/event-filters';
import { teamDisplayName } from '../../../lib/format';
import { byWeightDesc } from '../../../lib/sort';
import { useApiData } from '../../../lib/use-api-data';

export type SubjectKind = 'team' | 'school' | 'sport' | 'location' | 'division' | 'group' | 'gender';

/** What a home filter is about: its name, picture and the slides the channel made for it. */
export interface FilterSubject {
  kind: SubjectKind;
  label: string;
  detail: string | null;
  image: string | null;
  slides: Slide[];
  /** What the heading's star favourites: one known team, school or sport. */
  favorite: FavoriteSubject | null;
}

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

function slidesFor(all: Slide[], type: SlidableType, ids: number[]): Slide[] {
  return all.filter((slide) => slide.slidable_type === type && slide.slidable_id !== null && ids.includes(slide.slidable_id)).sort(byWeightDesc);
}

function matchParticipants(participants: Participant[], value: string): Participant[] {
  const byAlias = participants.filter((p) => same(p.alias, value) || String(p.id) === value);
  return byAlias.length ? byAlias : participants.filter((p) => same(p.name, value) || same(teamDisplayName(p.name), value));
}

/** Resolves the page's filters against the channel's data; `null` while the teams list loads. */
export function useFilterSubject(filters: EventQuery, genderLabel: (gender: string) => string): FilterSubject | null {
  const { bootstrap } = useChannel();
  const teamValue = filters.participant ?? filters.team ?? filters.participant_id;
  const participants = useApiData(teamValue ? 'participants' : null, (signal) => call(participantsEndpoint, { signal }));

  if (teamValue) {
    if (participants.loading) return null;
    const found = matchParticipants(participants.data ?? [], teamValue);
    const first = found[0];
    return {
      kind: 'team',
      label: first ? teamDisplayName(first.name) : teamValue,
      detail: found.length === 1 && first ? `${first.properties.sport} · ${genderLabel(first.properties.gender)}` : null,
      image: first?.images.logo ?? null,
      slides: slidesFor(bootstrap.slides, 'participant', found.map((p) => p.id)),
      favorite: found.length === 1 && first ? { type: 'participant', id: first.id } : null,
    };
  }

  const schoolValue = filters.participant_group ?? filters.school;
  if (schoolValue) {
    const group = bootstrap.participant_groups.find((g) => same(g.alias, schoolValue) || same(g.name, schoolValue) || String(g.id) === schoolValue);
    return { kind: 'school', label: group?.name ?? schoolValue, detail: null, image: group?.image ?? null, slides: slidesFor(bootstrap.slides, 'group', group ? [group.id] : []), favorite: group ? { type: 'group', id: group.id } : null };
  }

  const categoryValue = filters.category ?? filters.sport ?? filters.event_category_id ?? filters.category_id;
  if (categoryValue) {
    const all = flattenCategories(bootstrap.event_categories);
    const category = findCategory(all, categoryValue);
    const lineage = category ? categoryLineage(all, category) : [];
    return {
      kind: 'sport',
      label: lineage.length ? lineage.map((c) => c.name).reverse().join(' · ') : categoryValue,
      detail: null,
      image: null,
      slides: slidesFor(bootstrap.slides, 'category', lineage.map((c) => c.id)),
      favorite: category ? { type: 'category', id: category.id } : null,
    };
  }

  if (filters.location) {
    const value = filters.location;
    const location = bootstrap.event_locations.find((l) => String(l.id) === value || same(l.name, value));
    return { kind: 'location', label: location?.name ?? value, detail: location?.city ?? null, image: null, slides: [], favorite: null };
  }
  const kind: SubjectKind = filters.division ? 'division' : filters.group ? 'group' : 'gender';
  const value = filters[kind] ?? '';
  return { kind, label: kind === 'gender' ? genderLabel(value) : value, detail: null, image: null, slides: [], favorite: null };
}
