import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { registerAccount } from '../support/accounts';
import { apiGet, apiKeyFor, matchup, type WireEvent } from '../support/catalogue';

interface Team {
  id: number;
  name: string;
  alias: string;
}

const displayName = (team: Team) => team.name.replace(/\bUniversity\b\s*/g, '').trim();

/** Seeded teams with live or upcoming games, each with those games (the events My teams shows). */
async function teamsWithGames(request: APIRequestContext): Promise<Array<{ team: Team; games: WireEvent[] }>> {
  const apiKey = await apiKeyFor(request);
  const { data: teams } = await apiGet<Team[]>(request, '/api/participants', { channel_key: 'varsity' });
  const found = [];
  for (const team of teams) {
    const games = [];
    for (const status of ['live', 'upcoming']) {
      games.push(...(await apiGet<WireEvent[]>(request, '/api/events', { api_key: apiKey, team: team.alias, stream_status: status, limit: 12 })).data);
    }
    if (games.length) found.push({ team, games });
    if (found.length === 2) break;
  }
  expect(found, 'two seeded teams with live or upcoming games').toHaveLength(2);
  return found;
}

async function signInHere(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
}

test('a viewer favourites a team, finds its games under My teams on home, unfavourites it and they are gone', async ({ page, request }) => {
  const { team, games } = (await teamsWithGames(request))[0]!;
  const name = displayName(team);
  await page.goto('/login');
  await signInHere(page, 'viewer@varsity.test', 'watch-the-game');

  await page.goto(`/?participant=${team.alias}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const star = page.getByRole('main').getByRole('button', { name: `Add ${name} to favourites` }).first();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('banner').locator('a.brand').click();
  await expect(page).toHaveURL(/\/$/);
  const myTeams = page.getByRole('region', { name: 'My teams' });
  await expect(myTeams.getByRole('article')).toHaveCount(Math.min(games.length, 12));
  const titles = await myTeams.getByRole('article').getByRole('heading', { level: 3 }).allInnerTexts();
  expect(titles.sort()).toEqual(games.slice(0, 12).map(matchup).sort());

  // Unfavourite from one of its cards: every card of the team goes, and the hint comes back.
  const cardStar = myTeams.getByRole('button', { name: `Add ${name} to favourites` }).first();
  await expect(cardStar).toHaveAttribute('aria-pressed', 'true');
  await cardStar.click();
  await expect(myTeams.getByRole('article')).toHaveCount(0);
  await expect(myTeams.getByText(/Star a team, school or sport to follow it/)).toBeVisible();
});

test('a visitor presses the star, signs in and is back on the team with it favourited', async ({ page, request }) => {
  const { team } = (await teamsWithGames(request))[1]!;
  const name = displayName(team);
  const account = await registerAccount(request, 'favourite');

  await page.goto(`/?participant=${team.alias}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: `Add ${name} to favourites` }).first().click();
  await expect(page).toHaveURL(/\/login$/);

  await signInHere(page, account.email, account.password);
  await expect(page).toHaveURL(new RegExp(`/\\?participant=${team.alias}$`));
  await expect(page.getByRole('main').getByRole('button', { name: `Add ${name} to favourites` }).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`${name} added to favourites`)).toBeVisible();

  // The server has it too: the profile lists it.
  await page.goto('/profile');
  const favourites = page.getByRole('list', { name: 'Favourites' });
  await expect(favourites.getByRole('link', { name: team.name })).toHaveAttribute('href', `/?participant=${team.alias}`);
});
