import type { Pass } from '@ott/contracts/commerce';
import { flattenCategories } from '../../../lib/categories';
import { useChannel } from '../../../lib/channel-context';
import { teamDisplayName } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useParticipants } from '../api/passes';

interface CoveredItem {
  id: number;
  name: string;
  owned: boolean;
}

/**
 * The teams or categories a pass opens, each marked when the user's orders already cover it
 * (spec §4: a pass is purchased once all of them are).
 */
export function CoveredList({ pass }: { pass: Pass }) {
  const { t } = useTranslation();
  const categories = useChannel().bootstrap.event_categories;
  const teams = pass.participants.length > 0;
  const { data: participants } = useParticipants(teams);
  const items: CoveredItem[] = teams
    ? pass.participants.map((id) => ({
        id,
        name: teamDisplayName(participants?.find((participant) => participant.id === id)?.name ?? t('passes.teamNumber', { id })),
        owned: pass.disabledParticipants.includes(id),
      }))
    : pass.event_categories.map((id) => ({
        id,
        name: flattenCategories(categories).find((category) => category.id === id)?.name ?? String(id),
        owned: pass.disabledCategories.includes(id),
      }));
  if (!items.length) return null;
  return (
    <section className="covered" aria-labelledby="covered-title">
      <h2 className="section-title" id="covered-title">
        {teams ? t('passes.coveredTeams') : t('passes.coveredCategories')}
      </h2>
      <ul className="covered__list">
        {items.map((item) => (
          <li key={item.id} className={item.owned ? 'covered__item covered__item--owned' : 'covered__item'}>
            {item.name}
            {item.owned ? <span className="badge badge--owned">{t('passes.alreadyYours')}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
