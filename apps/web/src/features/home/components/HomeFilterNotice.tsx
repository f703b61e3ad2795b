import { useTranslation } from '../../../lib/i18n-react';
import { useSearchParams } from 'react-router';
import { useChannel } from '../../../lib/channel-context';

const FILTER_PARAMS = ['participant', 'participant_group', 'category', 'school', 'team', 'sport'] as const;

/** Names the home filter from the query (participant, participant group, category…). */
export function HomeFilterNotice() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { participant_groups: groups, event_categories: categories } = useChannel().bootstrap;
  const param = FILTER_PARAMS.find((name) => search.get(name));
  if (!param) return null;
  const value = search.get(param) ?? '';
  const label =
    param === 'participant_group' || param === 'school'
      ? (groups.find((group) => group.alias === value)?.name ?? value)
      : param === 'category' || param === 'sport'
        ? (categories.find((category) => category.alias === value)?.name ?? value)
        : value;
  return (
    <p className="filter-notice container" role="status">
      {t('events.filterBy', { value: label })}
    </p>
  );
}
