import { describe, expect, it } from 'vitest';
import { receiptMail } from './receipt-mail';

const params = {
  channelName: 'Varsity Sports Network',
  firstName: 'Jane',
  orderId: 42,
  product: 'Huskies <vs> Knights',
  amount: 2098,
  serviceFee: 99,
  currency: 'USD',
  paidAt: '2026-11-25T12:00:00.000Z',
  card: { brand: 'visa', last4: '4242' },
  periodEnd: null,
};

describe('receiptMail', () => {
  it('lists the order, item, amount with its fee, date and card, in text and escaped HTML', () => {
    const mail = receiptMail('purchase', 'en', params);
    expect(mail.subject).toBe('Your Varsity Sports Network receipt (order #42)');
    expect(mail.text.split('\n')).toEqual(
      expect.arrayContaining([
        'Hello Jane,',
        'Order number: #42',
        'Item: Huskies <vs> Knights',
        'Amount charged: USD $20.98 (including service fee $0.99)',
        'Date: November 25, 2026',
        'Card: Visa •••• 4242',
        'All sales are final.',
      ]),
    );
    expect(mail.html).toContain('Huskies &lt;vs&gt; Knights');
    expect(mail.html).not.toContain('<vs>');
  });

  it('a renewal in French, with the period it pays for and no card line when the provider gave none', () => {
    const mail = receiptMail('renewal', 'fr', { ...params, currency: 'CAD', serviceFee: 0, amount: 1299, card: null, periodEnd: '2026-12-25T12:00:00.000Z', product: 'Abonnement mensuel' });
    expect(mail.subject).toBe('Votre reçu de renouvellement d’abonnement Varsity Sports Network (commande no 42)');
    expect(mail.text).toContain('Votre abonnement Abonnement mensuel a été renouvelé. Merci\u00a0!');
    expect(mail.text).toContain('Montant débité\u00a0: CAD 12,99\u00a0$');
    expect(mail.text).toContain('Accès jusqu’au\u00a0: 25 décembre 2026');
    expect(mail.text).not.toContain('Carte');
  });

  it('writes the first of a month as French does', () => {
    const mail = receiptMail('renewal', 'fr', { ...params, periodEnd: '2027-01-01T12:00:00.000Z' });
    expect(mail.text).toContain('Accès jusqu’au\u00a0: 1er janvier 2027');
  });
});
