import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetUser } from '../../lib/session';
import { fail, ok, stubApi } from '../../test/api-stub';
import { favoritesServer } from '../../test/favorites';
import { renderApp } from '../../test/render-app';
import { signIn } from '../../test/users';

const FIRST = 'http://app.test/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
const SECOND = 'https://app.test/api/calendar/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics';

beforeEach(() => signIn());
afterEach(() => {
  vi.unstubAllGlobals();
  resetUser();
});

const calendarBlock = async () => (await screen.findByRole('heading', { name: 'Calendar' })).closest('section')!;

describe('the calendar block in the account area', () => {
  it('makes a secret link on request, to copy or open as webcal://, and a new one on request', async () => {
    const links = [FIRST, SECOND];
    const api = stubApi(favoritesServer().routes({ 'GET /api/orders': ok([]), 'POST /api/calendar': () => ok({ url: links.shift() })() }));
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await renderApp('/profile');
    const block = await calendarBlock();
    expect(within(block).getByText('Keep this link to yourself. Asking for a new link stops the previous one.')).toBeInTheDocument();

    await userEvent.click(within(block).getByRole('button', { name: 'Subscribe in your calendar' }));
    expect(await within(block).findByRole('textbox', { name: 'Your calendar link' })).toHaveValue(FIRST);
    expect(within(block).getByRole('link', { name: 'Open in your calendar app' })).toHaveAttribute('href', FIRST.replace('http://', 'webcal://'));
    await userEvent.click(within(block).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(FIRST);
    expect(within(block).getByRole('status')).toHaveTextContent('Link copied');

    await userEvent.click(within(block).getByRole('button', { name: 'Get a new link' }));
    expect(await within(block).findByDisplayValue(SECOND)).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Open in your calendar app' })).toHaveAttribute('href', SECOND.replace('https://', 'webcal://'));
    expect(api.sent('POST /api/calendar')).toEqual([{ api_key: 'user-key' }, { api_key: 'user-key' }]);
  });

  it('says so when the link cannot be made, and lets the user try again', async () => {
    stubApi(favoritesServer().routes({ 'GET /api/orders': ok([]), 'POST /api/calendar': fail(500, 'Something went wrong', 'INTERNAL') }));
    await renderApp('/profile');
    const block = await calendarBlock();
    await userEvent.click(within(block).getByRole('button', { name: 'Subscribe in your calendar' }));
    expect(await within(block).findByRole('alert')).toHaveTextContent('The calendar link could not be made. Try again.');
    expect(within(block).getByRole('button', { name: 'Subscribe in your calendar' })).toBeEnabled();
  });
});
