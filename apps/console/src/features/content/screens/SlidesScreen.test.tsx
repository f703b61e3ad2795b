import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { operatorAs } from '../../../test/operator';
import { openInConsole, stubFetch } from '../../../test/render';
import { feature } from '../index';

const SLIDES = [
  { id: 1, slidable_type: 'participant', slidable_id: 7, title: 'Road to the Cup', subtitle: null, image: '/media/slides/1.webp', link: null, weight: 1 },
  { id: 2, slidable_type: 'category', slidable_id: 3, title: 'Hockey night', subtitle: null, image: '/media/slides/2.webp', link: null, weight: 2 },
];

function serve() {
  const server = stubFetch((url) => {
    if (url.pathname === '/api/admin/me') return { body: { data: operatorAs('editor') } };
    if (url.pathname === '/api/admin/channels/varsity/slides') return { body: { data: SLIDES, meta: { total: 2, offset: 0, limit: 100 } } };
    if (url.pathname === '/api/channel-bootstrap-data') return { body: { data: { event_categories: [{ id: 3, name: 'Hockey', children: [] }], participant_groups: [] } } };
    if (url.pathname === '/api/participants') return { body: { data: [{ id: 7, name: 'Northfield Huskies', properties: { sport: 'Hockey', gender: 'men' } }] } };
    return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
  });
  vi.stubGlobal('fetch', server.fetchMock);
}

describe('slides', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it("say where each is shown, a team with its sport and gender, in the console's language", async () => {
    serve();
    openInConsole('/channels/varsity/content/slides', [feature]);
    expect(await screen.findByText('Team page: Northfield Huskies (Hockey, Men)', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('Sport page: Hockey')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('fr'));
    // As written, with French's no-break space before the colon (a text query would read it as a space).
    expect((await screen.findByText(/Northfield Huskies \(Hockey, Hommes\)$/)).textContent).toBe('Page d’une équipe\u00a0: Northfield Huskies (Hockey, Hommes)');
    expect(screen.getByText(/^Page d’un sport/).textContent).toBe('Page d’un sport\u00a0: Hockey');
  });
});
