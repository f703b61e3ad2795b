/**
 * Teams as a picker lists them: a school fields a team per sport and gender under one name, so a name that
 * appears more than once carries its sport and gender ("Bayview State Mariners (Soccer, Women)").
 */
export function teamChoices(participants: ReadonlyArray<{ id: number; name: string; sport: string; gender: string }>, genderLabel: (gender: string) => string): Array<{ id: number; name: string }> {
  const uses = new Map<string, number>();
  for (const team of participants) uses.set(team.name, (uses.get(team.name) ?? 0) + 1);
  return participants.map((team) => {
    if ((uses.get(team.name) ?? 0) < 2) return { id: team.id, name: team.name };
    const details = [team.sport, team.gender ? genderLabel(team.gender) : ''].filter(Boolean).join(', ');
    return { id: team.id, name: details ? `${team.name} (${details})` : team.name };
  });
}
