import { participants } from '@ott/contracts/endpoints/viewer/channel';
import { useEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { call } from '../../lib/api-call';
import { useChannel } from '../../lib/channel-context';
import { teamDisplayName } from '../../lib/format';
import { useTranslation } from '../../lib/i18n-react';
import { useApiData } from '../../lib/use-api-data';

/** The Teams menu: participants load from /api/participants the first time the menu opens. */
export function TeamsList() {
  const { t } = useTranslation();
  const { data, error, loading } = useApiData('participants', (signal) => call(participants, { signal }));
  if (loading) return <p className="dropdown__note">{t('nav.loadingTeams')}</p>;
  if (error || !data) {
    return (
      <p className="dropdown__note">
        {t('teams.unavailable')} · <Link to="/">{t('teams.all')}</Link>
      </p>
    );
  }
  if (data.length === 0) return <p className="dropdown__note">{t('teams.none')}</p>;
  const teams = [...data].sort((a, b) => a.name.localeCompare(b.name) || a.properties.sport.localeCompare(b.properties.sport));
  return (
    <ul className="dropdown__list dropdown__list--columns">
      {teams.map((team) => (
        <li key={team.id}>
          <Link className="dropdown__link" to={`/?participant=${encodeURIComponent(team.alias || team.name)}`}>
            <span className="dropdown__swatch" style={{ background: team.color }} aria-hidden="true" />
            <span className="dropdown__text">
              {teamDisplayName(team.name)}
              <small className="dropdown__meta">
                {team.properties.sport} · {t(`nav.gender.${team.properties.gender}`)}
              </small>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The Schools menu: participant groups from the channel's start-up data. */
export function SchoolsList() {
  const { participant_groups: groups } = useChannel().bootstrap;
  return (
    <ul className="dropdown__list dropdown__list--columns">
      {[...groups]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((group) => (
          <li key={group.id}>
            <Link className="dropdown__link" to={`/?participant_group=${encodeURIComponent(group.alias)}`}>
              {group.image ? <img className="dropdown__logo" src={group.image} alt="" loading="lazy" /> : null}
              {group.name}
            </Link>
          </li>
        ))}
    </ul>
  );
}

interface DismissWatcherProps {
  rootRef: RefObject<HTMLElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  close: () => void;
}

/** While a header menu is open: Escape closes it (focus back on its button), so does a click or focus elsewhere. */
export function DismissWatcher({ rootRef, buttonRef, close }: DismissWatcherProps) {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    const root = rootRef.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      closeRef.current();
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!root?.contains(event.target as Node)) closeRef.current();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget && !root?.contains(event.relatedTarget as Node)) closeRef.current();
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown);
    root?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown);
      root?.removeEventListener('focusout', onFocusOut);
    };
  }, [rootRef, buttonRef]);
  return null;
}
