import type { Favorite } from '@ott/contracts/favorites';
import { Link } from 'react-router';
import { subjectKey, useFavoriteChanges, useFavorites } from '../../../components/favorites/favorites-api';
import '../../../components/favorites/favorites.css';
import { Spinner } from '../../../components/ui/Spinner';
import { EmptyState, ErrorState } from '../../../components/ui/StateMessages';
import { useToast } from '../../../components/ui/toast-store';
import { teamDisplayName } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { ProfileSection } from './ProfileSection';

/** Spec §2: a team links home with its participant, a school with its participant group, a sport with its category. */
const HOME_FILTER = { participant: 'participant', group: 'participant_group', category: 'category' } as const;
const KIND = { participant: 'team', group: 'school', category: 'sport' } as const;

/** A team as every other screen names it (spec §9); schools and sports keep their names. */
const shownName = (favorite: Favorite) => (favorite.favoritable_type === 'participant' ? teamDisplayName(favorite.name) : favorite.name);

const homeLink = (favorite: Favorite) => `/?${HOME_FILTER[favorite.favoritable_type]}=${encodeURIComponent(favorite.alias || favorite.name)}`;

/** The user's favourite teams, schools and sports, each removable at once (a star is cheap to put back). */
export function FavoritesSection() {
  const { t } = useTranslation();
  const toast = useToast();
  const { data: favorites, error, reload } = useFavorites();
  const { remove, busy } = useFavoriteChanges();

  const removeOne = (favorite: Favorite) =>
    remove(favorite).then(
      () => toast.success(t('favorites.removed', { name: shownName(favorite) })),
      () => toast.error(t('favorites.failed')),
    );

  let list;
  if (error) list = <ErrorState message={t('favorites.loadFailed')} onRetry={reload} />;
  else if (!favorites) list = <Spinner label={t('favorites.loading')} />;
  else if (!favorites.length) list = <EmptyState>{t('favorites.emptyHint')}</EmptyState>;
  else
    list = (
      <ul className="favorite-list" aria-label={t('favorites.title')}>
        {favorites.map((favorite) => (
          <li key={favorite.id} className="favorite-list__item">
            {favorite.image ? (
              <img className="favorite-list__logo" src={favorite.image} alt="" width={40} height={40} loading="lazy" />
            ) : (
              <span className="favorite-list__logo favorite-list__logo--empty" aria-hidden="true">
                {shownName(favorite).slice(0, 1)}
              </span>
            )}
            <span className="favorite-list__text">
              <Link to={homeLink(favorite)}>{shownName(favorite)}</Link>
              <span className="muted">{t(`filter.kind.${KIND[favorite.favoritable_type]}`)}</span>
            </span>
            <button
              type="button"
              className="button button--ghost button--small"
              aria-label={t('favorites.remove', { name: shownName(favorite) })}
              disabled={busy === subjectKey({ type: favorite.favoritable_type, id: favorite.favoritable_id })}
              onClick={() => removeOne(favorite)}
            >
              {t('favorites.removeShort')}
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <ProfileSection id="favorites" titleKey="favorites.title" descriptionKey="favorites.description">
      {list}
    </ProfileSection>
  );
}
