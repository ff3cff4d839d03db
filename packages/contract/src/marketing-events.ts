import { z } from 'zod';
import { CurrencySchema } from './common';

const IdSchema = z.number().int().positive().max(2_147_483_647);

/**
 * A cart line as the marketing tool gets it (issue 16 §4): the product, its size's stock item
 * (`storeId`), the pieces and what they cost together, in minor units of the shop's currency.
 */
export const MarketingCartLineSchema = z
  .object({
    productId: IdSchema,
    storeId: IdSchema,
    count: z.number().int().min(1).max(999),
    totalPrice: z.number().int().min(0).max(1_000_000_000_00),
    currency: CurrencySchema,
  })
  .strict();
export type MarketingCartLine = z.infer<typeof MarketingCartLineSchema>;

/**
 * POST /api/lib/v1/marketing-events: one event of the retention tool, sent by the browser only with
 * the visitor's marketing consent. Who the visitor is comes from their session (Identify, and the
 * address of the others); a purchase names its thank-you token, and the api reads the order itself.
 */
export const MarketingEventRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('SetCart'), lines: z.array(MarketingCartLineSchema).max(100) }).strict(),
  z.object({ type: z.literal('Identify') }).strict(),
  z.object({ type: z.literal('ViewContent'), productId: IdSchema }).strict(),
  z.object({ type: z.literal('ViewCategory'), categoryId: IdSchema }).strict(),
  z.object({ type: z.literal('Purchase'), orderToken: z.string().regex(/^[A-Za-z0-9_-]{43}$/) }).strict(),
]);
export type MarketingEventRequest = z.infer<typeof MarketingEventRequestSchema>;
export type MarketingEventType = MarketingEventRequest['type'];
export const MarketingEventResponseSchema = z.object({ success: z.literal(true) });
