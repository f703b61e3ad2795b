import type { Generated } from 'kysely';
import type { Id, IsoTime, JsonText } from './column-types';

/** What the console's offer editing adds to `passes` (migration 20251128100000). */
export interface PassOfferColumns {
  description: string | null;
  /** public | hidden: hidden passes are not listed to viewers; their orders keep working. */
  visibility: Generated<string>;
  /** A one-off pass opens events from this time (migration 20261129192000); null: from its purchase. */
  valid_from: IsoTime | null;
  /** A one-off pass stops opening events at this time (a season's end); null: it never ends. */
  valid_until: IsoTime | null;
  /** Clips a holder may keep at once; null: the channel's cap. */
  clip_limit: number | null;
  /** Events and clips a holder may download; null: the channel's cap. */
  download_limit: number | null;
}

/** Replay pricing (migration 20251128100000): one rule per event or per event category. */
export interface PricingRulesTable {
  id: Id;
  channel_id: number;
  event_id: number | null;
  event_category_id: number | null;
  /** JSON array of PricingStep, ordered by after_hours. */
  steps: JsonText;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface OfferTables {
  pricing_rules: PricingRulesTable;
}
