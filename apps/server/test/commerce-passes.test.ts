import { Pass } from '@ott/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerUser } from './auth-helpers';
import { FAN, basicPassName, eventIn, insertOrder, loginAs, passIdByName } from './commerce-helpers';
import { getApiKey } from './factories';
import { type TestApp, createTestApp, dialects } from './helper';

const Passes = z.array(Pass);

describe.each(dialects)('the pass catalogue (GET packages, subscriptions), on %s', (dialect) => {
  let t: TestApp;
  let fanKey: string;
  const list = async (url: string, query: Record<string, string>) => {
    const response = await t.app.inject({ method: 'GET', url, query });
    return { status: response.statusCode, body: response.json() };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    fanKey = await loginAs(t.app, FAN);
  });
  afterAll(async () => t.close());

  it('lists packages key-exempt with channel_key, by weight descending, without single-event packages', async () => {
    const { status, body } = await list('/api/packages', { channel_key: 'varsity' });
    expect(status).toBe(200);
    const passes = Passes.parse(body.data);
    expect(passes.map((pass) => pass.name)).toEqual([basicPassName(), 'Northfield Huskies Team Pass', 'Eastport Knights Team Pass', 'Hockey Season Pass', 'Ad-free & Downloads Add-on']);
    expect(passes.every((pass) => pass.currency === 'USD' && !pass.purchased)).toBe(true);
    const addOn = passes.find((pass) => pass.type === 'additional')!;
    const basic = passes[0]!;
    expect(addOn).toMatchObject({ pass_type: 'addition', extends: [basic.id, passes[3]!.id] });
    expect(basic.extra_passes).toEqual([addOn.id]);
    expect(passes[1]).toMatchObject({ is_team_pass: true, event_categories: [] });
    expect(passes[1]!.participants.length).toBeGreaterThan(0);
  });

  it('lists the same packages in the bootstrap data, single-event packages left out there too', async () => {
    const bootstrap = await list('/api/channel-bootstrap-data', { channel_key: 'varsity' });
    const packages = Passes.parse((await list('/api/packages', { channel_key: 'varsity' })).body.data);
    expect(bootstrap.body.data.packages.map((pass: { id: number }) => pass.id)).toEqual(packages.map((pass) => pass.id));
    expect(await t.db.selectFrom('passes').select('id').where('type', '=', 'event').execute()).not.toHaveLength(0);
  });

  it('lists subscriptions, one with a 7-day trial, monthly, six-monthly and annual', async () => {
    const passes = Passes.parse((await list('/api/subscriptions', { channel_key: 'varsity' })).body.data);
    expect(passes.map((pass) => [pass.name, pass.period, pass.period_count, pass.trial_period, pass.weight])).toEqual([
      ['Annual All-Access', 'annual', 1, null, 100],
      ['Monthly All-Access', 'monthly', 1, 7, 90],
      ['6-Month All-Access', 'monthly', 6, null, 85],
    ]);
    expect(passes.every((pass) => pass.covers_all_events && pass.capabilities.length === 6)).toBe(true);
  });

  it('cuts the list only when limit is given', async () => {
    expect((await list('/api/packages', { channel_key: 'varsity', limit: '2' })).body.data).toHaveLength(2);
    expect((await list('/api/packages', { channel_key: 'varsity', limit: '0' })).status).toBe(400);
  });

  it('needs a channel: without channel_key or api_key it answers 401', async () => {
    const { status, body } = await list('/api/packages', {});
    expect(status).toBe(401);
    expect(body.errors.channel_key).toEqual(['Field is required']);
  });

  it('computes purchased and the disabled categories for the user whose api_key is sent', async () => {
    const passes = Passes.parse((await list('/api/packages', { api_key: fanKey })).body.data);
    const basic = passes.find((pass) => pass.name === basicPassName())!;
    expect(basic.purchased).toBe(true);
    expect(basic.disabledCategories).toEqual(basic.event_categories);
    expect(passes.find((pass) => pass.name === 'Hockey Season Pass')).toMatchObject({ purchased: false, disabledCategories: [] });
    // A visitor key of the same channel: nothing purchased.
    const visitor = (await getApiKey(t.app)).api_key;
    expect(Passes.parse((await list('/api/packages', { api_key: visitor })).body.data).some((pass) => pass.purchased)).toBe(false);
  });

  it('marks a team pass purchased once all its participants are covered by orders', async () => {
    const user = await registerUser(t.app);
    const teamPass = await passIdByName(t.db, 'Northfield Huskies Team Pass');
    const before = Pass.parse((await list(`/api/packages/${teamPass}`, { api_key: user.apiKey })).body.data);
    expect(before).toMatchObject({ purchased: false, disabledParticipants: [] });
    await insertOrder(t.db, { userId: user.userId, passId: teamPass });
    const after = Pass.parse((await list(`/api/packages/${teamPass}`, { api_key: user.apiKey })).body.data);
    expect(after.purchased).toBe(true);
    expect(after.disabledParticipants).toEqual(after.participants);
  });

  it('marks a subscription purchased only while a paid, active order of it counts', async () => {
    const user = await registerUser(t.app);
    const monthly = await passIdByName(t.db, 'Monthly All-Access');
    const purchased = async () => Pass.parse((await list(`/api/subscriptions/${monthly}`, { api_key: user.apiKey })).body.data).purchased;
    await insertOrder(t.db, { userId: user.userId, passId: monthly, status: 'pending', period_end: new Date(Date.now() + 86_400_000).toISOString() });
    expect(await purchased()).toBe(false);
    await insertOrder(t.db, { userId: user.userId, passId: monthly, period_end: new Date(Date.now() - 1000).toISOString() });
    expect(await purchased()).toBe(false);
    await insertOrder(t.db, { userId: user.userId, passId: monthly, period_end: new Date(Date.now() + 86_400_000).toISOString() });
    expect(await purchased()).toBe(true);
  });

  it("answers 404 'Pass not found' for an unknown id, another channel's pass, or the other kind", async () => {
    const monthly = await passIdByName(t.db, 'Monthly All-Access');
    const basic = await passIdByName(t.db, basicPassName());
    const otherChannel = await passIdByName(t.db, 'Accès total mensuel');
    for (const url of ['/api/packages/999999', `/api/packages/${monthly}`, `/api/subscriptions/${basic}`, `/api/subscriptions/${otherChannel}`]) {
      const { status, body } = await list(url, { channel_key: 'varsity' });
      expect({ url, status, body }).toEqual({ url, status: 404, body: { message: 'Pass not found', code: 'PASS_NOT_FOUND', message_code: 'PASS_NOT_FOUND' } });
    }
    expect((await list(`/api/subscriptions/${monthly}`, { channel_key: 'varsity' })).status).toBe(200);
  });

  it('lists the passes that would open an event, its single-event package included', async () => {
    const hockeyGame = await eventIn(t.db, { pricing: 'paid', sports: ['hockey'], inSports: true });
    const passes = Passes.parse((await list('/api/packages', { channel_key: 'varsity', event_id: String(hockeyGame) })).body.data);
    const names = passes.map((pass) => pass.name);
    expect(names).toContain('Hockey Season Pass');
    expect(names).not.toContain(basicPassName());
    const single = passes.find((pass) => pass.type === 'event')!;
    expect(single).toMatchObject({ event_id: hockeyGame, price: 799, service_fee: 99 });
    const event = await t.app.inject({ method: 'GET', url: `/api/events/${hockeyGame}`, query: { api_key: (await getApiKey(t.app)).api_key } });
    expect(event.json().data.single_event_package_id).toBe(single.id);
  });

  it('lists the passes of one participant', async () => {
    const teamPass = Pass.parse((await list(`/api/packages/${await passIdByName(t.db, 'Eastport Knights Team Pass')}`, { channel_key: 'varsity' })).body.data);
    const passes = Passes.parse((await list('/api/packages', { channel_key: 'varsity', participant_id: String(teamPass.participants[0]) })).body.data);
    expect(passes.map((pass) => pass.name)).toEqual(['Eastport Knights Team Pass']);
  });
});
