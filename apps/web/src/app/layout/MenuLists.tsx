import type { Participant } from '@ott/contracts/channel';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { teamDisplayName } from '../../lib/format';
import { useApiData } from '../../lib/use-api-data';

/** The Teams menu: participants load the first time the menu opens. */
export function TeamsList() {
  const { t } = useTranslation();
  const { data, error, loading } = useApiData<Participant[]>('participants', (signal) =>
    api.get<Participant[]>('/participants', undefined, { signal }),
  );
  if (loading) return <p className="dropdown__note">{t('nav.loadingTeams')}</p>;
  if (error || !data) {
    return (
      <p className="dropdown__note">
        {t('nav.teamsUnavailable')} · <Link to="/">{t('nav.allTeams')}</Link>
      </p>
    );
  }
  if (data.length === 0) return <p className="dropdown__note">{t('nav.noTeams')}</p>;
  const teams = [...data].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <ul className="dropdown__list dropdown__list--columns">
      {teams.map((team) => (
        <li key={team.id}>
          <Link className="dropdown__link" to={`/?participant=${encodeURIComponent(team.alias || team.name)}`}>
            <span className="dropdown__swatch" style={{ background: team.color }} aria-hidden="true" />
            {teamDisplayName(team.name)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
