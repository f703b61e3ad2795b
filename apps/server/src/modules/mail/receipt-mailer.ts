import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Mailer } from '../../lib/mail/mailer';
import type { MailLanguage } from './account-mail';
import { type ReceiptKind, receiptMail } from './receipt-mail';
import { createReceiptsRepository, type ReceiptsRepository } from './receipts.repository';

export interface PaidPayment {
  orderId: number;
  kind: ReceiptKind;
  /** What this payment charged (a renewal charges the renewal amount), in minor units. */
  amount: number;
  currency: string;
  paidAt: string;
}

/** Writes the receipt of a paid order or renewal to the outbox (delivered by the mail job when SMTP is set). */
export function createReceiptMailer({ repository, mailer }: { repository: Pick<ReceiptsRepository, 'findReceipt'>; mailer: Pick<Mailer, 'send'> }) {
  return {
    async send({ orderId, kind, amount, currency, paidAt }: PaidPayment): Promise<void> {
      const order = await repository.findReceipt(orderId);
      if (!order?.receipt_email) return;
      const language: MailLanguage = order.language === 'fr' ? 'fr' : 'en';
      const card = order.card_brand && order.card_last4 ? { brand: order.card_brand, last4: order.card_last4 } : null;
      const mail = receiptMail(kind, language, {
        channelName: order.channel_name,
        firstName: order.first_name,
        orderId: order.id,
        product: order.product_name,
        amount,
        serviceFee: order.service_fee,
        currency,
        paidAt,
        card,
        periodEnd: order.type === 'subscription' ? order.period_end : null,
      });
      await mailer.send({ channelId: order.channel_id, to: order.receipt_email, ...mail, links: [] });
    },
  };
}
export type ReceiptMailer = ReturnType<typeof createReceiptMailer>;

/** What the payment flow needs for receipts: the stamp in its transaction, and the mail after. */
export function createReceipts({ db, mailer }: { db: Kysely<Database>; mailer: Pick<Mailer, 'send'> }) {
  const repository = createReceiptsRepository(db);
  return { repository, send: createReceiptMailer({ repository, mailer }).send };
}
