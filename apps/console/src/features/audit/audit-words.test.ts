import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { actionWords, itemWords } from './audit-words';

describe('audit words', () => {
  afterEach(async () => i18n.changeLanguage('en'));

  it('says what an action did from its last part, and names the item with its id', () => {
    const t = i18n.getFixedT('en');
    expect(actionWords('event.media.attach', t)).toBe('Attached');
    expect(actionWords('order.refund_failed', t)).toBe('Refund failed');
    expect(itemWords('promo_code', '4', t)).toBe('Promo code #4');
    expect(itemWords('channel', null, t)).toBe('Channel');
  });

  it('speaks French, the number sign as French writes it', () => {
    const t = i18n.getFixedT('fr');
    expect(actionWords('pass.migrate_renewals', t)).toBe('Renouvellements passés au nouveau prix');
    expect(itemWords('event', '12', t)).toBe('Événement n°\u00a012');
  });

  it('reads as its code where the console has no words for it', () => {
    const t = i18n.getFixedT('fr');
    expect(actionWords('ingest.key', t)).toBe('ingest.key');
    expect(itemWords('vod_collection', '3', t)).toBe('vod_collection n°\u00a03');
  });
});
