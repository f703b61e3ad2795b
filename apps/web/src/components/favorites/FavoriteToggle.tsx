import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n-react';
import { useUser } from '../../lib/session';
import { useToast } from '../ui/toast-store';
import { findFavorite, useFavoriteChanges, useFavorites, type FavoriteSubject } from './favorites-api';
import { rememberPendingFavorite, takePendingFavorite } from './pending-favorite';
import './favorites.css';

interface FavoriteToggleProps {
  subject: FavoriteSubject;
  /** The team, school or sport as the visitor reads it: the button is named after it. */
  name: string;
  /** `team`: the star with the team's name beside it (event cards); `button`: the star with 'Favourites' (page headings). */
  variant?: 'team' | 'button';
}

/**
 * A star that favourites a team, school or sport. A visitor is sent to sign in; the star is remembered and
 * applied when they come back to this page signed in (spec §2 returns them here).
 */
export function FavoriteToggle({ subject, name, variant = 'button' }: FavoriteToggleProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const user = useUser();
  const favorites = useFavorites();
  const { add, remove, busy } = useFavoriteChanges();
  const favorite = findFavorite(favorites.data, subject);
  const pressed = Boolean(favorite);
  const failed = () => toast.error(t('favorites.failed'));

  const loaded = favorites.data !== undefined;
  useEffect(() => {
    if (user && loaded && takePendingFavorite(subject) && !favorite) {
      add(subject).then(() => toast.success(t('favorites.added', { name })), failed);
    }
    // Once per sign-in and list: the pending star is taken, so later renders find nothing to apply.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, loaded]);

  const toggle = () => {
    if (!user) {
      rememberPendingFavorite(subject);
      void navigate('/login');
    } else if (favorite) {
      remove(favorite).catch(failed);
    } else {
      add(subject).catch(failed);
    }
  };

  return (
    <button
      type="button"
      className={`favorite-toggle favorite-toggle--${variant}`}
      aria-pressed={pressed}
      aria-label={t('favorites.add', { name })}
      disabled={busy !== null || (Boolean(user) && !loaded)}
      onClick={toggle}
    >
      <span className="favorite-toggle__star" aria-hidden="true">
        {pressed ? '★' : '☆'}
      </span>
      {/* Visible words found in the accessible name (WCAG 2.5.3): the team's name, or 'Favourites'; the filled star says pressed. */}
      <span className="favorite-toggle__text">{variant === 'team' ? name : t('favorites.filter')}</span>
    </button>
  );
}
