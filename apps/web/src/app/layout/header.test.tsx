import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyStore } from '../../lib/api';
import { cookieConsent } from '../../lib/analytics/consent';
import { localStore } from '../../lib/storage';
import { clearApiDataCache } from '../../lib/use-api-data';
import { jsonResponse, makeBootstrap } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const participants = [
  { id: 1, name: 'Northfield University Owls', short_name: 'NFU', alias: 'northfield-owls', images: { logo: null }, color: '#123456', participant_group_id: 1, properties: { gender: 'men', sport: 'basketball' } },
];

beforeEach(() => {
  keyStore.setChannelKey('varsity');
  clearApiDataCache();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://app.test');
      if (url.pathname === '/api/participants') return jsonResponse(200, { data: participants });
      return jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('header', () => {
  it('offers the language switch where the channel offers both languages, and hides it where it offers one', async () => {
    const both = await renderApp('/faq', makeBootstrap({ settings: { languages: ['en', 'fr'] } }));
    const group = await screen.findByRole('group', { name: 'Language' });
    expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual(['ENEnglish', 'FRFrançais']);
    both.unmount();

    await renderApp('/faq', makeBootstrap({ settings: { languages: ['en'] } }));
    expect(await screen.findByRole('banner')).toHaveTextContent('Varsity Sports Network');
    expect(screen.queryByRole('group', { name: 'Language' })).toBeNull();
  });

  it('shows the channel name and its menu links', async () => {
    await renderApp('/faq');
    const header = await screen.findByRole('banner');
    expect(header).toHaveTextContent('Varsity Sports Network');
    expect(screen.getByRole('link', { name: 'Schedule' })).toHaveAttribute('href', '/upcoming');
  });

  it('loads teams when the Teams menu opens, and Escape closes it back to its button', async () => {
    const user = userEvent.setup();
    await renderApp('/faq');
    const button = await screen.findByRole('button', { name: 'Teams' });
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('/api/participants'), expect.anything());
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const team = await screen.findByRole('link', { name: /^Northfield Owls/ });
    expect(team).toHaveTextContent('basketball · Men');
    expect(team).toHaveAttribute('href', '/?participant=northfield-owls');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('is compact from its first render on a phone, never laid out in full first', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 1023px)', media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }));
    const classes: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const headers = record.type === 'attributes' ? [record.target] : [...record.addedNodes].flatMap((node) => (node instanceof Element ? [...node.querySelectorAll('header'), ...(node.matches('header') ? [node] : [])] : []));
        for (const header of headers) if (header instanceof Element && header.matches('header')) classes.push(header.className);
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    await renderApp('/faq');
    await screen.findByRole('button', { name: 'Open menu' });
    observer.disconnect();
    expect(classes).toEqual(['site-header is-compact']);
  });

  it('opens and closes the mobile menu', async () => {
    const user = userEvent.setup();
    await renderApp('/faq');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    // From a link inside the menu, Escape closes it and gives the focus back to its button, not to the page.
    const firstLink = document.getElementById('site-nav')?.querySelector('a');
    firstLink?.focus();
    expect(firstLink).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the mobile menu when the focus moves on past it, to the page the menu covers', async () => {
    const user = userEvent.setup();
    await renderApp('/faq');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const menu = document.getElementById('site-nav')!;
    Array.from(menu.querySelectorAll('a')).at(-1)?.focus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(document.activeElement).not.toBe(document.body);
    expect(menu.contains(document.activeElement)).toBe(false);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers a skip link to the main content', async () => {
    await renderApp('/faq');
    expect(await screen.findByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(document.getElementById('main')).toBeInTheDocument();
  });

  it('shows the currency in the footer and a cookie notice until accepted', async () => {
    const user = userEvent.setup();
    const first = await renderApp('/faq');
    expect(await screen.findByText('Prices in USD ($)')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Varsity Sports Network. All rights reserved.');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    first.unmount();
    await renderApp('/faq');
    await screen.findByRole('banner');
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
  });

  it('offers Reject beside Accept with the same weight; a refusal is remembered and declines analytics', async () => {
    const user = userEvent.setup();
    const first = await renderApp('/faq');
    const notice = await screen.findByRole('region', { name: 'Cookie notice' });
    const accept = within(notice).getByRole('button', { name: 'Accept' });
    const reject = within(notice).getByRole('button', { name: 'Reject' });
    expect(reject.className).toBe(accept.className);
    await user.click(reject);
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    expect(cookieConsent(localStore)).toBe('declined');
    first.unmount();
    await renderApp('/faq');
    await screen.findByRole('banner');
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
  });

  it('words the cookie notice’s two answers in French', async () => {
    await renderApp('/faq', makeBootstrap(), 'fr');
    const notice = await screen.findByRole('region', { name: 'Avis sur les témoins' });
    expect(within(notice).getAllByRole('button').map((button) => button.textContent)).toEqual(['Refuser', 'Accepter']);
  });
});
