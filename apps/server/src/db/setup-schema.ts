import type { IsoTime } from './column-types';

/** A channel's setup checklist state an operator set (migration 20261129190000); no row: nothing set yet. */
export interface ChannelSetupTable {
  channel_id: number;
  /** The payment mode (sandbox, stripe_test, stripe_live) an operator confirmed last. */
  payment_mode_confirmed: string | null;
  /** When an operator dismissed the finished checklist. */
  dismissed_at: IsoTime | null;
}

export interface SetupTables {
  channel_setup: ChannelSetupTable;
}
