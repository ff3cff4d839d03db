import { formatMoney } from '@stride/i18n';
import type { RequestContext } from '../../context';
import type { FieldError } from '../../errors';
import { type MessageParams, translate } from '../../messages';

/**
 * What coupons and gift vouchers share in saying why they give nothing: the amounts of a "minimum
 * not reached" message, and a refusal as the cart shows it, in the shop's language.
 */

/** A refusal's field error: its key, and for a minimum not reached the minimum and what is missing. */
export function refusalFieldError(
  field: string,
  key: FieldError['key'],
  minimum: { minimumMinor: number; missingMinor: number } | null,
  ctx: RequestContext,
): FieldError {
  const params: MessageParams = minimum
    ? {
        minimum: formatMoney(minimum.minimumMinor, ctx.currency, ctx.locale),
        missing: formatMoney(minimum.missingMinor, ctx.currency, ctx.locale),
      }
    : {};
  return { field, key, params };
}

/** A refusal as the cart's answer carries it: the contract's reason and the translated message. */
export function refusalShown<Reason>(
  refused: { reason: Reason; error: FieldError },
  ctx: RequestContext,
): { reason: Reason; message: string } {
  return { reason: refused.reason, message: translate(ctx.locale, refused.error.key, refused.error.params) };
}
