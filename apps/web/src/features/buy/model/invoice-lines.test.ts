import { describe, expect, it } from 'vitest';
import { invoiceLines } from './invoice-lines';

describe('price summary lines', () => {
  it('shows the price, the tax the server stated and the total; no fee or discount lines when they are 0', () => {
    expect(invoiceLines({ price: 1299, service_fee: 0, discount: 0, tax: 0, total: 1299 })).toEqual([
      { kind: 'price', amount: 1299 },
      { kind: 'tax', amount: 0 },
      { kind: 'total', amount: 1299 },
    ]);
  });

  it('adds the service fee and the discount, in the order they apply', () => {
    expect(invoiceLines({ price: 1999, service_fee: 99, discount: 200, tax: 0, total: 1898 }).map((line) => line.kind)).toEqual(['price', 'fee', 'discount', 'tax', 'total']);
  });

  it('leaves the tax out of a coupon preview, which does not state one', () => {
    expect(invoiceLines({ price: 5999, service_fee: 199, discount: 500, total: 5698 })).toEqual([
      { kind: 'price', amount: 5999 },
      { kind: 'fee', amount: 199 },
      { kind: 'discount', amount: 500 },
      { kind: 'total', amount: 5698 },
    ]);
  });
});
