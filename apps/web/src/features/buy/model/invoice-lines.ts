import type { CouponPreview } from '@ott/contracts/commerce';
import type { InvoicePreview } from '@ott/contracts/payments';

export type PriceSummary = Pick<CouponPreview, 'price' | 'service_fee' | 'discount' | 'total'> & Partial<Pick<InvoicePreview, 'tax'>>;

export interface InvoiceLine {
  kind: 'price' | 'fee' | 'discount' | 'tax' | 'total';
  /** Minor units; a discount is shown subtracted. */
  amount: number;
}

/**
 * The lines of a price summary, every amount as the server computed it: the fee only when there is one,
 * the discount only when a code took something off, the tax whenever the server stated it (an invoice preview).
 */
export function invoiceLines(summary: PriceSummary): InvoiceLine[] {
  const lines: InvoiceLine[] = [{ kind: 'price', amount: summary.price }];
  if (summary.service_fee > 0) lines.push({ kind: 'fee', amount: summary.service_fee });
  if (summary.discount > 0) lines.push({ kind: 'discount', amount: summary.discount });
  if (summary.tax !== undefined) lines.push({ kind: 'tax', amount: summary.tax });
  lines.push({ kind: 'total', amount: summary.total });
  return lines;
}
