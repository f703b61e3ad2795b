import { expect, test } from '@playwright/test';
import { apiGet, apiKeyFor, matchup, type WireEvent } from '../support/catalogue';

interface Participant {
  id: number;
  name: string;
  alias: string;
  properties: { sport: string; gender: 'men' | 'women' };
}
type HomeSections = Record<'live' | 'upcoming' | 'recent', WireEvent[]>;

test('picking a team in the Teams menu shows only that team’s events on home', async ({ page, request }) => {
  const apiKey = await apiKeyFor(request);
  const { data: teams } = await apiGet<Participant[]>(request, '/api/participants', { channel_key: 'varsity' });
  // A team that plays in at least two sections, so the filter has something to show.
  let team: Participant | undefined;
  let expected: WireEvent[] = [];
  for (const candidate of teams) {
    const { data } = await apiGet<HomeSections>(request, '/api/events-for-homepage', { api_key: apiKey, team: candidate.alias });
    const events = [...data.live, ...data.upcoming, ...data.recent];
    if (events.length >= 2) {
      team = candidate;
      expected = events;
      break;
    }
  }
  expect(team, 'a seeded team with events').toBeDefined();
  const chosen = team!;

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Teams' }).click();
  const gender = chosen.properties.gender === 'men' ? 'Men' : 'Women';
  const displayName = chosen.name.replace(/\bUniversity\b\s*/g, '').trim();
  await page.getByRole('link', { name: `${displayName} ${chosen.properties.sport} · ${gender}` }).click();

  await expect(page).toHaveURL(new RegExp(`\\?participant=${chosen.alias}$`));
  await expect(page.getByRole('heading', { level: 1, name: displayName })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(expected.length);
  const titles = await cards.getByRole('heading', { level: 3 }).allInnerTexts();
  expect(titles.sort()).toEqual(expected.map(matchup).sort());
  const shortName = expected[0]!.participants.find((p) => p.alias === chosen.alias)!;
  const label = (shortName.short_name || shortName.name).replace(/\bUniversity\b\s*/g, '').trim();
  for (const title of titles) expect(title).toContain(label);
});
