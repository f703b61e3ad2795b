import { ChannelDocument } from '@ott/contracts/admin-channel-transfer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannelTransferRepository } from '../src/modules/channel-transfer/channel-transfer.repository';
import { createChannelTransfer } from '../src/modules/channel-transfer/channel-transfer.service';
import { post, registerUser } from './auth-helpers';
import { type TestApp, createTestApp, dialects } from './helper';
import { eventFor } from './media-helpers';
import { untilSettled } from './payment-helpers';

/** A document with what differs between two copies of one channel (where and when) blanked. */
const comparable = (document: ChannelDocument) => ({ ...document, exported_at: '-', channel: { ...document.channel, key: '-', hostnames: [], settings: { ...document.channel.settings, yare_analytics: null } } });

/** The channel document carries the offer (passes, subscriptions, promo codes, replay pricing rules), so a copy can sell. */
describe.each(dialects)('the offer in a channel document (%s)', (dialect) => {
  let t: TestApp;
  let transfer: ReturnType<typeof createChannelTransfer>;
  const channelId = async (key: string) => (await t.db.selectFrom('channels').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;
  const passNamed = async (channel: number, name: string) => t.db.selectFrom('passes').selectAll().where('channel_id', '=', channel).where('name', '=', name).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.app.queue.start();
    transfer = createChannelTransfer({ repository: createChannelTransferRepository(t.db) });

    // What the demo lacks: replay pricing rules, and a code naming a pass, a single-event package and an event, used twice.
    const varsity = await channelId('varsity');
    const at = new Date().toISOString();
    const event = await t.db.selectFrom('passes').select(['id', 'event_id']).where('channel_id', '=', varsity).where('type', '=', 'event').orderBy('id').executeTakeFirstOrThrow();
    const category = await t.db.selectFrom('event_categories').select('id').where('channel_id', '=', varsity).where('parent_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const hockey = await passNamed(varsity, 'Hockey Season Pass');
    const steps = (price: number) => JSON.stringify([{ after_hours: 24, pricing_type: null, price, price_percent: null }]);
    await t.db
      .insertInto('pricing_rules')
      .values([
        { channel_id: varsity, event_id: event.event_id, event_category_id: null, steps: steps(299), created_at: at, updated_at: at },
        { channel_id: varsity, event_id: null, event_category_id: category.id, steps: steps(199), created_at: at, updated_at: at },
      ])
      .execute();
    await t.db
      .insertInto('coupons')
      .values({
        channel_id: varsity,
        code: 'Hockey25',
        code_normalized: 'HOCKEY25',
        kind: 'percent',
        value: 25,
        valid_from: null,
        valid_to: '2099-01-01T00:00:00.000Z',
        max_redemptions: 100,
        redemptions: 2,
        pass_ids: JSON.stringify([hockey.id, event.id]),
        applies_to: 'items',
        event_ids: JSON.stringify([event.event_id]),
        currency: null,
        per_user_limit: 1,
        first_purchase_only: 1,
        active: 1,
        description: 'Hockey fans',
        created_at: at,
        updated_at: at,
      })
      .execute();
  });
  afterAll(async () => t?.close());

  it('exports passes, subscriptions, promo codes and pricing rules, and a copy exports the same document', async () => {
    const original = await transfer.exportChannel('varsity');
    const { offer } = original;
    expect(offer.passes.map((pass) => pass.type).sort()).toEqual(expect.arrayContaining(['additional', 'package', 'subscription']));
    expect(offer.passes.find((pass) => pass.name === 'Hockey Season Pass')!.categories.length).toBeGreaterThan(0);
    expect(offer.passes.find((pass) => pass.pass_type === 'addition')!.extends.length).toBe(2);
    expect(offer.promo_codes.map((code) => code.code)).toEqual(expect.arrayContaining(['WELCOME10', 'SAVE5', 'Hockey25']));
    const hockeyPass = offer.passes.find((pass) => pass.name === 'Hockey Season Pass')!;
    const soldAlone = original.catalogue.events.find((event) => event.package !== null)!;
    expect(offer.promo_codes.find((code) => code.code === 'Hockey25')).toMatchObject({ passes: [hockeyPass.id], event_packages: [soldAlone.id], events: [soldAlone.id], first_purchase_only: true });
    expect(offer.pricing_rules).toHaveLength(2);
    // Document ids only: no row id of this installation.
    expect(JSON.stringify(offer)).not.toMatch(/"(pass_ids|event_ids|redemptions|channel_id)"/);

    await transfer.importChannel(original, { channel_key: 'varsity-offer', hostnames: ['offer.varsity.test'] });
    const copy = await transfer.exportChannel('varsity-offer');
    expect(comparable(copy)).toEqual(comparable(original));

    // The copy's code names the copy's own rows, and starts unused.
    const copyId = await channelId('varsity-offer');
    const code = await t.db.selectFrom('coupons').selectAll().where('channel_id', '=', copyId).where('code', '=', 'Hockey25').executeTakeFirstOrThrow();
    const copyHockey = await passNamed(copyId, 'Hockey Season Pass');
    const copyPackage = await t.db.selectFrom('passes').select(['id', 'event_id']).where('channel_id', '=', copyId).where('type', '=', 'event').orderBy('id').executeTakeFirstOrThrow();
    expect({ code_normalized: code.code_normalized, redemptions: code.redemptions, pass_ids: JSON.parse(code.pass_ids!), event_ids: JSON.parse(code.event_ids!) }).toEqual({
      code_normalized: 'HOCKEY25',
      redemptions: 0,
      pass_ids: [copyHockey.id, copyPackage.id],
      event_ids: [copyPackage.event_id],
    });
    expect(await t.db.selectFrom('orders').select('id').where('channel_id', '=', copyId).execute()).toEqual([]);
  });

  it('refuses an offer that refers to what the document does not have, at the path of each problem', async () => {
    const document = structuredClone(await transfer.exportChannel('varsity'));
    document.offer.passes[0]!.categories.push('c999');
    document.offer.promo_codes[0]!.passes = ['pa999'];
    document.offer.promo_codes.push({ ...document.offer.promo_codes[1]!, code: document.offer.promo_codes[1]!.code.toLowerCase() });
    document.offer.pricing_rules[0] = { ...document.offer.pricing_rules[0]!, event: null, category: null };
    const issues = ChannelDocument.safeParse(document).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    const categories = document.offer.passes[0]!.categories.length - 1;
    expect(issues).toEqual([
      [`offer.passes.0.categories.${categories}`, 'Refers to no category "c999"'],
      ['offer.promo_codes.0.passes.0', 'Refers to no pass "pa999"'],
      [`offer.promo_codes.${document.offer.promo_codes.length - 1}.code`, `"${document.offer.promo_codes[1]!.code.toLowerCase()}" is used twice`],
      ['offer.pricing_rules.0.event', 'Choose an event or a category'],
    ]);
  });

  it('lets a viewer of the copy buy a pass through the sandbox and watch what it covers', async () => {
    const copyId = await channelId('varsity-offer');
    const pass = await passNamed(copyId, 'Hockey Season Pass');
    const covered = await t.db
      .selectFrom('events as e')
      .innerJoin('event_categories as c', 'c.id', 'e.event_category_id')
      .innerJoin('pass_categories as pc', (join) => join.on('pc.pass_id', '=', pass.id))
      .select('e.id')
      .where('e.channel_id', '=', copyId)
      .where('e.pricing_type', 'in', ['paid', 'ppv'])
      .where((eb) => eb.or([eb('c.id', '=', eb.ref('pc.event_category_id')), eb('c.parent_id', '=', eb.ref('pc.event_category_id'))]))
      .where('e.id', 'not in', t.db.selectFrom('geo_rules').select('event_id').where('event_id', 'is not', null).$castTo<number>())
      .orderBy('e.id')
      .executeTakeFirstOrThrow();

    const buyer = await registerUser(t.app, {}, 'varsity-offer');
    expect((await eventFor(t.app, covered.id, buyer.apiKey)).has_access).toBe(false);
    const bought = await post(t.app, '/api/stripe/buy', { api_key: buyer.apiKey, type: 'package', id: pass.id, payment_method: 'pm_card_visa', coupon: 'hockey25' });
    expect(bought.status).toBe(200);
    const order = await untilSettled(t.app, buyer.apiKey, bought.body.data.orders[0].id as number);
    expect(order).toMatchObject({ status: 'paid' });
    const paid = await t.db.selectFrom('orders').select(['channel_id', 'pass_id', 'discount', 'price']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(paid).toEqual({ channel_id: copyId, pass_id: pass.id, price: pass.price, discount: Math.round(pass.price / 4) });
    expect((await eventFor(t.app, covered.id, buyer.apiKey)).has_access).toBe(true);
  });
});
