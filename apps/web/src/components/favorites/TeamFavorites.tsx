import type { Event } from '@ott/contracts/events';
import { teamDisplayName } from '../../lib/format';
import { FavoriteToggle } from './FavoriteToggle';

/** A star per team of an event, under its card's title. */
export function TeamFavorites({ event }: { event: Event }) {
  if (!event.participants.length) return null;
  return (
    <ul className="favorite-teams">
      {event.participants.map((team) => (
        <li key={team.id}>
          <FavoriteToggle subject={{ type: 'participant', id: team.id }} name={teamDisplayName(team.name)} variant="team" />
        </li>
      ))}
    </ul>
  );
}
