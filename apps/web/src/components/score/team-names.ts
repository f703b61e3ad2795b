import type { Event } from '@ott/contracts/events';

/** The team names a score reads with: short names, else 'Home' / 'Away'. */
export function teamNames(event: Pick<Event, 'participants'>, t: (key: string) => string): { home: string; away: string } {
  const name = (role: 'home' | 'away') => {
    const team = event.participants.find((participant) => participant.role === role);
    return team ? team.short_name || team.name : t(`score.${role}`);
  };
  return { home: name('home'), away: name('away') };
}
