/** The spec §9 price label lives in the contracts, so the console's preview uses the same function. */
export { type PeriodUnit, type PriceLabel, type PricedPass, periodText, priceLabel } from '@ott/contracts/price-label';
