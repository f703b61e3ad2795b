/**
 * The base price of a spec §9 price label. A pass on sale keeps it in its label, struck through: the buyer reads it as
 * the former price, beside the sale price the label shows after it.
 */
export function BaseAmount({ amount, onSale, className }: { amount: string; onSale: boolean; className?: string }) {
  return onSale ? <s className={className}>{amount}</s> : <span className={className}>{amount}</span>;
}
