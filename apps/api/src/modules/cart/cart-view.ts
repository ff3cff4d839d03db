import type {
  Cart,
  CartCoupon,
  CartGiftVoucher,
  CartItem,
  CartLineNotice,
  CartVoucher,
  GiftVoucherDesign,
} from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import {
  type CartLine,
  type CartSums,
  creditsOffered,
  type CartCoupon as PricedCoupon,
  priceCart,
} from '@stride/rules';
import type { RequestContext } from '../../context';
import { moneyOf, priceData } from '../../lib/money';
import { loadProducts } from '../product-views/load-products';
import { couponRefusalFor, refusalError } from './coupon-check';
import type { CartExtras, CartGiftVoucherRow, CartLineRow, CouponRow, VoucherRow } from './queries';
import { refusalShown } from './refusal-messages';
import { voucherError, voucherRefusalFor } from './voucher-check';

/** What the view needs beyond the lines: the token to answer with, lines whose count was cut, coupon and voucher. */
export type CartViewOptions = { accessToken: string | null; reduced?: ReadonlySet<number>; extras?: CartExtras };

/** A line is charged when its product is on sale here with a price and its size has pieces that ship. */
export function noticeOf(row: CartLineRow, reduced: ReadonlySet<number> | undefined): CartLineNotice | null {
  if (row.status !== 'on_sale' || row.finalPrice === null) return 'not_on_sale';
  if (row.stock <= 0) return 'sold_out';
  return reduced?.has(row.id) ? 'count_reduced' : null;
}

/**
 * The whole cart as the contract answers it: the lines with their product's name, link and photo
 * (from the product views), today's prices (read with the lines, never from a cache) and the sums of
 * @stride/rules' priceCart, with the cart's ISIC card, and its coupon and gift voucher when they may
 * apply.
 */
export async function cartView(
  database: DatabaseHandle,
  ctx: RequestContext,
  rows: readonly CartLineRow[],
  { accessToken, reduced, extras = {} }: CartViewOptions,
): Promise<Cart> {
  const products = new Map(
    (
      await loadProducts(database, ctx, [...new Set(rows.map((row) => row.productId))], ['name', 'urlTitle', 'photo'])
    ).map((product) => [product.id, product]),
  );
  const notices = rows.map((row) => noticeOf(row, reduced));
  const { coupon, voucher, isic } = extras;
  const { sums, refusal, voucherRefusal } = cartSumsOf(rows, ctx, extras, notices);

  const items: CartItem[] = rows.map((row, index) => {
    const product = products.get(row.productId);
    const priced = sums.lines[index];
    return {
      id: row.id,
      count: row.count,
      product: {
        id: row.productId,
        name: product?.name ?? '',
        urlTitle: product?.urlTitle ?? '',
        photo: product?.photo ?? null,
      },
      size: { id: row.sizeId, name: row.sizeName },
      unitPriceData: priceData(row.finalPrice ?? 0, ctx),
      lineFullPriceData: priceData(priced?.grossMinor ?? 0, ctx),
      linePriceData: priceData(priced?.payableMinor ?? 0, ctx, priced?.netMinor ?? 0),
      charged: priced?.charged ?? false,
      notice: notices[index] ?? null,
    };
  });

  const giftVouchers = extras.giftVouchers ?? [];
  return {
    accessToken,
    // Each gift voucher is one piece.
    count: rows.reduce((sum, row) => sum + row.count, 0) + giftVouchers.length,
    items,
    giftVouchers: giftVouchers.map((row) => giftVoucherView(row, ctx)),
    coupon: coupon ? couponView(coupon, sums, refusal, ctx) : null,
    voucher: voucher ? voucherView(voucher, sums, voucherRefusal, ctx) : null,
    isic: isic ? { code: isic.code, surname: isic.surname, discount: moneyOf(sums.isicMinor, ctx) } : null,
    credits: extras.credits
      ? {
          requested: moneyOf(extras.credits.requestedMinor, ctx),
          applied: moneyOf(sums.creditsMinor, ctx),
          balance: moneyOf(extras.credits.balanceMinor, ctx),
        }
      : null,
    sums: sumsView(sums, ctx),
  };
}

/**
 * What the cart costs, by @stride/rules' priceCart, with the chosen delivery and payment: the cart's
 * answer and the order both price through here. A coupon's and a voucher's own terms (shop, dates,
 * uses, owner) decide whether they go into the sums at all; their minimums are priceCart's to check.
 * The member's credits go in up to their balance as read with the cart; priceCart caps them at the goods.
 */
export function cartSumsOf(
  rows: readonly CartLineRow[],
  ctx: RequestContext,
  extras: CartExtras,
  notices: readonly (CartLineNotice | null)[] = rows.map((row) => noticeOf(row, undefined)),
) {
  const lines = pricingLines(rows, ctx, notices);
  const { coupon, voucher } = extras;
  const refusal = coupon
    ? couponRefusalFor(coupon, ctx, goodsForCouponOf(lines, ctx, extras), extras.userId ?? null)
    : null;
  const usable = coupon && (refusal === null || refusal.reason === 'minimum-not-reached') ? coupon : undefined;
  const voucherRefusal = voucher ? voucherRefusalFor(voucher, ctx) : null;
  const payingVoucher = voucher && voucherRefusal === null ? voucher : undefined;
  const sums = priceCart(
    lines,
    shopOf(ctx, extras),
    {
      isicPercent: isicPercentOf(ctx, extras),
      coupon: usable ? pricedCoupon(usable) : null,
      vouchers: payingVoucher
        ? [{ id: payingVoucher.id, valueMinor: payingVoucher.valueMinor, minOrderMinor: payingVoucher.minOrderMinor }]
        : [],
      creditsMinor: extras.credits
        ? creditsOffered(extras.credits.requestedMinor, extras.credits.balanceMinor, ctx.currency)
        : 0,
    },
    (extras.giftVouchers ?? []).map((bought) => ({ id: bought.id, valueMinor: bought.value })),
  );
  return { sums, refusal, voucherRefusal };
}

/** The lines as priceCart takes them: a line is charged when it has no notice but a cut count. */
export function pricingLines(
  rows: readonly CartLineRow[],
  ctx: RequestContext,
  notices: readonly (CartLineNotice | null)[] = rows.map((row) => noticeOf(row, undefined)),
): CartLine[] {
  return rows.map((row, index) => ({
    id: row.id,
    count: row.count,
    unitPriceMinor: row.finalPrice ?? 0,
    vatRatePercent: ctx.vatRate,
    fullPrice: row.standardPrice === null || row.finalPrice === null || row.finalPrice >= row.standardPrice,
    available: notices[index] !== 'not_on_sale' && notices[index] !== 'sold_out',
  }));
}

function pricedCoupon(coupon: CouponRow): PricedCoupon {
  return {
    off: coupon.percent !== null ? { percent: coupon.percent } : { amountMinor: coupon.value ?? 0 },
    skipsDiscountedGoods: coupon.skipsDiscountedGoods,
    minOrderMinor: coupon.minOrderMinor,
  };
}

/** The coupon as the cart shows it: its discount, or why it gives none now, in the shop's language. */
function couponView(
  coupon: CouponRow,
  sums: CartSums,
  refusal: ReturnType<typeof couponRefusalFor>,
  ctx: RequestContext,
): CartCoupon {
  const applied = sums.coupon?.applied ? sums.coupon.discountMinor : 0;
  const why =
    refusal ??
    (sums.coupon && !sums.coupon.applied
      ? { reason: 'minimum-not-reached' as const, missingMinor: sums.coupon.missingMinor }
      : null);
  const refused = why ? refusalError(why, coupon, ctx) : null;
  return {
    code: coupon.hash,
    discount: moneyOf(applied, ctx),
    refusal: refused ? refusalShown(refused, ctx) : null,
  };
}

/**
 * The shop's terms priceCart needs: currency, VAT, the free-delivery threshold, and the delivery and
 * payment fee the buyer chose at checkout (the cheapest delivery and no fee until then).
 */
export function shopOf(ctx: RequestContext, extras: Pick<CartExtras, 'delivery' | 'payment'> = {}) {
  return {
    currency: ctx.currency,
    vatRatePercent: ctx.vatRate,
    freeShippingFromMinor: ctx.webInstance.freeShippingFrom,
    deliveryEstimateMinor: extras.delivery?.priceMinor ?? ctx.webInstance.deliveryFrom,
    paymentFeeMinor: extras.payment?.priceMinor ?? 0,
  };
}

function sumsView(sums: CartSums, ctx: RequestContext): Cart['sums'] {
  const couponDiscount = sums.coupon?.applied ? sums.coupon.discountMinor : 0;
  // Gift vouchers bought carry no VAT: their value is net and gross alike.
  const totalNet = sums.vat.reduce((sum, row) => sum + row.netMinor, 0) + sums.giftVouchersMinor;
  return {
    // Goods before discounts, with their net at the shop's rate.
    goods: priceData(sums.goodsMinor, ctx),
    isicDiscount: moneyOf(sums.isicMinor, ctx),
    couponDiscount: moneyOf(couponDiscount, ctx),
    creditsDiscount: moneyOf(sums.creditsMinor, ctx),
    delivery: moneyOf(sums.deliveryMinor, ctx),
    missingForFreeDelivery: moneyOf(sums.missingForFreeDeliveryMinor, ctx),
    paymentFee: moneyOf(sums.paymentFeeMinor, ctx),
    vat: sums.vat.map((row) => ({
      ratePercent: row.ratePercent,
      net: moneyOf(row.netMinor, ctx),
      vat: moneyOf(row.vatMinor, ctx),
    })),
    giftVouchers: moneyOf(sums.giftVouchersMinor, ctx),
    total: priceData(sums.totalMinor, ctx, totalNet),
    toPay: moneyOf(sums.toPayMinor, ctx),
  };
}

/** A gift voucher to buy as the cart shows it. */
export function giftVoucherView(row: CartGiftVoucherRow, ctx: RequestContext): CartGiftVoucher {
  return {
    id: row.id,
    value: moneyOf(row.value, ctx),
    // Written only through the contract's design enum (cart/service.ts addGiftVoucher).
    design: row.design as GiftVoucherDesign,
    dedication: row.dedication,
    recipient: row.recipientEmail !== null ? { email: row.recipientEmail, name: row.recipientName ?? '' } : null,
    sendOn: row.sendOn,
  };
}

/** The voucher as the cart shows it: what it pays and keeps, or why it pays nothing now. */
function voucherView(
  voucher: VoucherRow,
  sums: CartSums,
  refusal: ReturnType<typeof voucherRefusalFor>,
  ctx: RequestContext,
): CartVoucher {
  const result = sums.vouchers[0];
  const paid = result?.applied ? result.paidMinor : 0;
  const problem =
    refusal ??
    (result && !result.applied ? { reason: 'minimum-not-reached' as const, missingMinor: result.missingMinor } : null);
  const refused = problem ? voucherError(problem, voucher, ctx) : null;
  return {
    code: voucher.code,
    paid: moneyOf(paid, ctx),
    remaining: moneyOf(voucher.valueMinor - paid, ctx),
    refusal: refused ? refusalShown(refused, ctx) : null,
  };
}

/** The ISIC percentage the cart gets: the shop's, once a verified card is on the cart. */
export function isicPercentOf(ctx: RequestContext, extras: CartExtras): number | null {
  return extras.isic && ctx.webInstance.isicDiscountPercent > 0 ? ctx.webInstance.isicDiscountPercent : null;
}

/**
 * What a coupon's minimum is measured against: the charged goods after ISIC, when a card is on the
 * cart. The cart's answer and POST /cart/coupon ask the same question.
 */
export function goodsForCouponOf(lines: readonly CartLine[], ctx: RequestContext, extras: CartExtras): number {
  const sums = priceCart(lines, shopOf(ctx, extras), {
    isicPercent: isicPercentOf(ctx, extras),
    coupon: null,
    vouchers: [],
  });
  return sums.goodsMinor - sums.isicMinor;
}
