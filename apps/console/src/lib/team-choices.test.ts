import { describe, expect, it } from 'vitest';
import { teamChoices } from './team-choices';

const gender = (value: string) => ({ men: 'Men', women: 'Women' })[value] ?? value;

describe('team choices', () => {
  it('names a team alone by its name, and a shared name with its sport and gender', () => {
    const teams = [
      { id: 1, name: 'Bayview State Mariners', sport: 'Soccer', gender: 'women' },
      { id: 2, name: 'Bayview State Mariners', sport: 'Hockey', gender: 'men' },
      { id: 3, name: 'Lakeside Herons', sport: 'Lacrosse', gender: 'men' },
      { id: 4, name: 'Pinecrest Owls', sport: '', gender: '' },
      { id: 5, name: 'Pinecrest Owls', sport: '', gender: '' },
    ];
    expect(teamChoices(teams, gender)).toEqual([
      { id: 1, name: 'Bayview State Mariners (Soccer, Women)' },
      { id: 2, name: 'Bayview State Mariners (Hockey, Men)' },
      { id: 3, name: 'Lakeside Herons' },
      { id: 4, name: 'Pinecrest Owls' },
      { id: 5, name: 'Pinecrest Owls' },
    ]);
  });
});
