import type { Locale } from '@stride/contract';
import type { Executor } from '@stride/db';
import { localizedPath } from '@stride/i18n';
import type { MailMessage } from '../../mail/mail-message';
import type { ClaimedMail } from '../../mail/outbox-queries';
import type { OutboxLog } from '../../mail/outbox-sender';
import { renderGiftVoucherMail } from '../gift-vouchers/gift-voucher-mail';
import { loadVoucherForMail } from '../gift-vouchers/queries';
import { type PaymentQr, renderOrderConfirmation } from './order-confirmation';
import { loadOrderForMail, loadWithdrawalForMail } from './queries';
import { renderWithdrawalAcknowledgement } from './withdrawal-acknowledgement';

export type OutboxMailOptions = {
  /** Where shoppers reach each shop (config.publicOrigins), for the withdrawal link. */
  publicOrigins: Record<Locale, string>;
  mailFrom: string | undefined;
  paymentQr: PaymentQr;
  log: Pick<OutboxLog, 'warn'>;
};

/** The withdrawal page of a shop, absolute: `https://{domain}` and the localized path of the `/withdrawal` route. */
export function withdrawalUrl(origins: Record<Locale, string>, locale: Locale): string {
  return `${origins[locale]}${localizedPath(locale, '/withdrawal')}`;
}

/**
 * The outbox's renderer (mail/outbox-sender.ts `render`): the e-mail of a row from the order or the
 * withdrawal it names, read when it is sent. A row it cannot render fails its attempt and is tried
 * again later, like a mail server that is down.
 */
export function createOutboxMailRenderer(db: Executor, options: OutboxMailOptions) {
  return async (mail: ClaimedMail): Promise<MailMessage> => {
    switch (mail.kind) {
      case 'order_confirmation': {
        const order = mail.orderId === null ? null : await loadOrderForMail(db, mail.orderId);
        if (!order) throw new Error(`outbox ${mail.id}: no order ${mail.orderId}`);
        return renderOrderConfirmation(order, {
          withdrawalUrl: withdrawalUrl(options.publicOrigins, order.shop.locale),
          mailFrom: options.mailFrom,
          paymentQr: options.paymentQr,
          onQrError: (error) =>
            options.log.warn(
              { outboxId: mail.id, err: error },
              'the payment QR code could not be made; the e-mail goes without it',
            ),
        });
      }
      case 'withdrawal_acknowledgement': {
        const withdrawal = mail.withdrawalId === null ? null : await loadWithdrawalForMail(db, mail.withdrawalId);
        if (!withdrawal) throw new Error(`outbox ${mail.id}: no withdrawal ${mail.withdrawalId}`);
        return renderWithdrawalAcknowledgement(withdrawal, { mailFrom: options.mailFrom });
      }
      case 'gift_voucher': {
        const voucher = mail.giftVoucherId === null ? null : await loadVoucherForMail(db, mail.giftVoucherId);
        if (!voucher) throw new Error(`outbox ${mail.id}: no gift voucher ${mail.giftVoucherId}`);
        return renderGiftVoucherMail(voucher, {
          mailFrom: options.mailFrom,
          shopUrl: options.publicOrigins[voucher.shop.locale],
        });
      }
      default:
        throw new Error(`outbox ${mail.id}: unknown kind ${mail.kind}`);
    }
  };
}
