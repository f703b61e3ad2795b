import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n, loadScreenStrings } from '../../lib/i18n';
import { PassPrice } from './components/PassPrice';

const base = { price: 2999, base_price: null, service_fee: 0, currency: 'USD', offer: 'month', period: null } as const;

describe('PassPrice', () => {
  it.each([
    ['en', { ...base }, 'USD $29.99 / month'],
    ['en', { ...base, period_count: 3 }, 'USD $29.99 / 3 months'],
    ['en', { ...base, offer: 'annual', period_count: 2 }, 'USD $29.99 / 2 years'],
    ['fr', { ...base, currency: 'CAD', period_count: 3 }, 'CAD 29,99 $ / 3 mois'],
    ['fr', { ...base, currency: 'CAD', offer: 'annual' }, 'CAD 29,99 $ / an'],
  ] as const)('%s %o → %s', async (language, pass, expected) => {
    await initI18n(language);
    await loadScreenStrings();
    const { container } = render(<PassPrice pass={pass} />);
    expect(container.querySelector('.pass-price__line')?.textContent?.replace(/\s+/g, ' ')).toBe(expected);
  });

  it('labels the base price and shows the lower price beside it, not instead of it', async () => {
    await initI18n('en');
    await loadScreenStrings();
    const { container } = render(<PassPrice pass={{ ...base, price: 5999, base_price: 7794, period_count: 6 }} />);
    expect(container.querySelector('.pass-price__line')?.textContent?.replace(/\s+/g, ' ')).toBe('USD $77.94 / 6 months');
    expect(container.querySelector('.pass-price__sale')?.textContent).toBe('On sale: $59.99');
    // The base price reads as the former one.
    expect(container.querySelector('s.pass-price__amount')?.textContent).toBe('$77.94');
  });

  it('strikes nothing through when the pass is not on sale', async () => {
    await initI18n('en');
    await loadScreenStrings();
    const { container } = render(<PassPrice pass={base} />);
    expect(container.querySelector('s')).toBeNull();
    expect(container.querySelector('.pass-price__amount')?.textContent).toBe('$29.99');
  });
});
