import type { Device } from '@ott/contracts/devices';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../components/ui/toast-store';
import { fail, ok, stubApi } from '../../test/api-stub';
import { makeBootstrap } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { signIn } from '../../test/users';

const device = (overrides: Partial<Device> = {}): Device => ({
  id: 1,
  device_type: 'desktop',
  label: 'Chrome · Windows',
  country_code: 'CA',
  signed_in_at: '2026-11-01T10:00:00.000Z',
  last_seen_at: '2026-11-29T18:30:00.000Z',
  current: true,
  ...overrides,
});
const phone = device({ id: 2, device_type: 'phone', label: 'Safari · iOS', country_code: 'FR', current: false });
const tv = device({ id: 3, device_type: 'tv', label: '', country_code: null, current: false });

beforeEach(() => {
  signIn();
  toastStore.set([]);
});
afterEach(() => vi.unstubAllGlobals());

/** Screens load their code and strings first: a busy machine gets room. */
const LOADED = { timeout: 5000 };
const list = () => screen.findByRole('list', { name: 'Devices' }, LOADED);

describe('devices', () => {
  it('is a section of the account, listing each device with its kind, label, country and last activity, this one marked', async () => {
    stubApi({ 'GET /api/devices': ok([device(), phone, tv]) });
    await renderApp('/profile/devices');
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Computer Chrome · WindowsThis device');
    expect(items[0]).toHaveTextContent(/Last active Nov 29, 2026.* · in Canada/);
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent('Phone Safari · iOS');
    expect(items[1]).toHaveTextContent('in France');
    expect(items[2]).toHaveTextContent('TV Unknown device');
    expect(screen.getByRole('link', { name: 'Devices' })).toHaveAttribute('aria-current', 'page');
  });

  it('signs one device out after a confirmation, and the list loses it', async () => {
    const api = stubApi({ 'GET /api/devices': ok([device(), phone]), 'DELETE /api/devices/2': ok({ signed_out: 1 }) });
    const user = userEvent.setup();
    await renderApp('/profile/devices');
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari · iOS' }, LOADED));
    const dialog = screen.getByRole('dialog', { name: 'Sign out this device?' });
    expect(dialog).toHaveTextContent('Safari · iOS will be signed out of your account.');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Devices' })).getAllByRole('listitem')).toHaveLength(1));
    expect(api.sent('DELETE /api/devices/2')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Only this device is signed in.')).toBeInTheDocument();
  });

  it('keeps the device when the confirmation is declined', async () => {
    const api = stubApi({ 'GET /api/devices': ok([device(), phone]) });
    const user = userEvent.setup();
    await renderApp('/profile/devices');
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari · iOS' }, LOADED));
    await user.click(screen.getByRole('button', { name: 'Keep it signed in' }));
    expect(api.sent('DELETE /api/devices/2')).toHaveLength(0);
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('signs out everywhere else, keeping this device, and says how many went', async () => {
    const api = stubApi({ 'GET /api/devices': ok([device(), phone, tv]), 'POST /api/devices/sign-out-others': ok({ signed_out: 2 }) });
    const user = userEvent.setup();
    await renderApp('/profile/devices');
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }, LOADED));
    const dialog = screen.getByRole('dialog', { name: 'Sign out everywhere else?' });
    expect(dialog).toHaveTextContent('This device stays signed in.');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Devices' })).getAllByRole('listitem')).toHaveLength(1));
    expect(api.sent('POST /api/devices/sign-out-others')).toHaveLength(1);
    expect(toastStore.get().map((toast) => toast.text)).toContain('2 devices have been signed out.');
  });

  it('shows a load failure that can be retried', async () => {
    let calls = 0;
    stubApi({ 'GET /api/devices': () => (calls++ === 0 ? fail(500, 'Something went wrong', 'INTERNAL')() : ok([device()])()) });
    const user = userEvent.setup();
    await renderApp('/profile/devices');
    expect(await screen.findByRole('alert', undefined, LOADED)).toHaveTextContent('We could not load your devices.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('speaks French', async () => {
    stubApi({ 'GET /api/devices': ok([device(), phone]) });
    await renderApp('/profile/devices', makeBootstrap(), 'fr');
    expect(await screen.findByRole('button', { name: 'Déconnecter Safari · iOS' }, LOADED)).toHaveTextContent('Déconnecter cet appareil');
    expect(screen.getByRole('button', { name: 'Déconnecter tous les autres appareils' })).toBeInTheDocument();
  });
});
