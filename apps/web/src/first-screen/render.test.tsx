// @vitest-environment node
// The server renders here (no window, no document): what the browser's app will draw over, from the same components.
import type { Slide } from '@ott/contracts/channel';
import type { EventScore } from '@ott/contracts/scores';
import { describe, expect, it } from 'vitest';
import { FIRST_RAIL_CARDS } from '../features/home/components/HomeSections';
import { wordEventTimes } from '../lib/event-display';
import { firstRenderHints } from '../lib/first-render-hints';
import { queryClient } from '../lib/query-client';
import { makeEvent } from '../test/events';
import { makeBootstrap, makeSettingsFile } from '../test/fixtures';
import { renderFirstScreen, type FirstScreenInput } from './render';

const slide = (id: number, title: string): Slide => ({ id, slidable_type: 'main', slidable_id: null, title, subtitle: `Subtitle ${id}`, image: `/media/slides/${id}.png`, link: null, weight: 10 - id });

function input(overrides: Partial<FirstScreenInput> = {}, settings: NonNullable<Parameters<typeof makeBootstrap>[0]>['settings'] = {}): FirstScreenInput {
  const upcoming = [1, 2, 3, 4, 5].map((n) => makeEvent({ id: 10 + n, name: `Upcoming game ${n}` }));
  return {
    channel: { channelKey: 'test', bootstrap: makeBootstrap({ slides: [slide(1, 'Championship week'), slide(2, 'Season pass')], settings: { channel_name: 'Test Sports', ...settings } }), projectSettings: makeSettingsFile() },
    homepage: { live: [makeEvent({ id: 1, name: 'The live game' })], upcoming, recent: [] },
    url: 'http://test.localhost/',
    phone: false,
    wordmark: false,
    ...overrides,
  };
}

describe("the landing page's first screen, rendered on the server", () => {
  it('draws the header, the hero and the first cards of each section from the channel and its sections', async () => {
    const screen = await renderFirstScreen(input());
    expect(screen).not.toBeNull();
    const { html, title, language, themeCss } = screen!;
    expect(title).toBe('Home | Test Sports');
    expect(language).toBe('en');
    // The colours as the app applies them, readable pairs included (lib/theme.ts).
    expect(themeCss).toMatch(/^:root\{--header-background:#0b2545;.*--primary-color-rgb:[^;]+;.*--link-color:#[0-9a-f]{6};/);
    expect(html).toContain('<header class="site-header">');
    expect(html).toContain('<span class="brand__name">Test Sports</span>');
    expect(html).toContain('<h2 class="hero__title">Championship week</h2>');
    expect(html).toContain('<h2 class="hero__title">Season pass</h2>');
    expect(html).toContain('</span> Live now</h2>');
    expect(html).toContain('<a href="/watch/1" data-discover="true" class="event-card__link">The live game</a>');
    // A rail draws its first cards, as the browser's first render does; the rest come once the browser is idle.
    expect(html.match(/Upcoming game \d/g)).toEqual(['Upcoming game 1', 'Upcoming game 2', 'Upcoming game 3', 'Upcoming game 4'].slice(0, FIRST_RAIL_CARDS));
    expect(html).toContain('No replays are available yet.');
    // Nothing that loads later in the browser (the footer, the lower sections) and nothing half-loaded.
    expect(html).toContain('<div aria-hidden="true" class="site-footer-slot"></div>');
    expect(html).toContain('<div class="home-browse-slot"></div>');
    expect(html).not.toContain('<!--');
  });

  it("words every section's event start for the app to adopt, the cards drawn later by the browser's included", async () => {
    const at = (day: number) => `2031-01-${String(day).padStart(2, '0')}T18:00:00.000Z`;
    const live = [makeEvent({ id: 1, name: 'The live game', event_utc_ts: at(1), time_zone: 'America/Chicago' })];
    const upcoming = [2, 3, 4, 5, 6].map((day) => makeEvent({ id: 10 + day, name: `Upcoming game ${day}`, event_utc_ts: at(day), time_zone: 'America/New_York' }));
    const homepage = { live, upcoming, recent: [] };
    const { eventTimes, html } = (await renderFirstScreen(input({ homepage })))!;
    expect(eventTimes).toEqual(wordEventTimes([...live, ...upcoming], 'en'));
    expect(Object.keys(eventTimes)).toHaveLength(6);
    // As the cards the page shows word them; the last upcoming card is drawn by the browser, from the same words.
    const second = eventTimes[`${at(2)}|America/New_York`]!;
    expect(html).toContain(`<time datetime="${at(2)}">${second.date} · ${second.time}</time>`);
    expect(html).not.toContain('Upcoming game 6');
    expect(eventTimes[`${at(6)}|America/New_York`]!.date).toBe('Mon, Jan 6');
    const fr = (await renderFirstScreen(input({ homepage }, { language: 'fr' })))!;
    expect(fr.eventTimes).toEqual(wordEventTimes([...live, ...upcoming], 'fr'));
  });

  it("lays the header out as a phone's for a phone, and leaves a logo that spells the name alone", async () => {
    const { html } = (await renderFirstScreen(input({ phone: true, wordmark: true }, { logo: '/media/logo.png' })))!;
    expect(html).toContain('<header class="site-header is-compact">');
    expect(html).toContain('<span class="visually-hidden">Test Sports</span>');
  });

  it("draws a live card's score, whose code loads apart, between the markers the browser's hydration keeps it by", async () => {
    const score: EventScore = { event_id: 1, home: 2, away: 1, period: 3, regulation_periods: 3, period_label: '3rd', clock: { running: false, seconds: 0, started_at: null }, updated_at: '2026-11-30T10:00:00.000Z' };
    const live = makeEvent({ id: 1, name: 'The live game', stream_status: 'live', score });
    const { html } = (await renderFirstScreen(input({ homepage: { live: [live], upcoming: [], recent: [] } })))!;
    expect(html).toContain('<!--$s--><span role="img" aria-label="Score: Northfield 2, Eastport University 1, 3rd" class="badge score-badge">2–1 · 3rd</span><!--/$s-->');
  });

  it("speaks the channel's language", async () => {
    const screen = (await renderFirstScreen(input({}, { language: 'fr' })))!;
    expect(screen.language).toBe('fr');
    expect(screen.title).toBe('Accueil | Test Sports');
    expect(screen.html).toContain('</span> En direct</h2>');
    expect(screen.html).toContain('Aucune reprise disponible pour le moment.');
  });

  it('leaves nothing behind for the next render: no sections, no hints', async () => {
    await renderFirstScreen(input({ phone: true, wordmark: true }));
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(firstRenderHints()).toEqual({});
    const { html } = (await renderFirstScreen(input({ homepage: { live: [], upcoming: [], recent: [] } })))!;
    expect(html).not.toContain('The live game');
    expect(html).toContain('<header class="site-header">');
  });
});
