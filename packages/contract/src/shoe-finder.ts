import {
  FOOT_STRIKES,
  FOOT_TYPES,
  INJURIES,
  RUN_SURFACES,
  RUN_USES,
  SHOE_FIT_REASONS,
  SHOE_SIZE_PATTERN,
  WEIGHT_BANDS,
} from '@stride/rules';
import { z } from 'zod';
import { CategoryRefSchema, ProductCardSchema } from './product';

/**
 * The shoe-choosing app (issue 15 §3): the quiz's answers in, the shoes in stock in that size out,
 * ranked by fit (`scoreShoe` in @stride/rules), each with the codes of why it fits. Reasons are codes,
 * never text: the storefront says them in the shop's language.
 */
export const ShoeFinderQuerySchema = z.object({
  foot: z.enum(FOOT_TYPES),
  strike: z.enum(FOOT_STRIKES),
  weight: z.enum(WEIGHT_BANDS),
  injury: z.enum(INJURIES),
  surface: z.enum(RUN_SURFACES),
  use: z.enum(RUN_USES),
  /** An EU size as the shop sells it: `42`, `42.5`. */
  size: z.string().regex(SHOE_SIZE_PATTERN, 'size must be an EU shoe size'),
});
export type ShoeFinderQuery = z.infer<typeof ShoeFinderQuerySchema>;

export const ShoeFitReasonSchema = z.enum(SHOE_FIT_REASONS);

export const ShoeFinderItemSchema = z.object({
  product: ProductCardSchema,
  score: z.number().int(),
  /** Why it fits, the strongest reason first; may be empty for a shoe that only is in stock. */
  reasons: z.array(ShoeFitReasonSchema),
});
export type ShoeFinderItem = z.infer<typeof ShoeFinderItemSchema>;

export const ShoeFinderResponseSchema = z.object({
  items: z.array(ShoeFinderItemSchema),
  /**
   * The category listing that holds the answer (the running shoes) and its filter path (support,
   * surface, size), printed by the filter codec: the storefront links "all such shoes" to it. Null
   * when no shoe fits.
   */
  listing: z.object({ category: CategoryRefSchema, param: z.string() }).nullable(),
});
export type ShoeFinderResponse = z.infer<typeof ShoeFinderResponseSchema>;

/** The EU sizes some shoe is in stock in (online), for the quiz's last question. */
export const ShoeFinderSizesResponseSchema = z.object({
  sizes: z.array(z.object({ value: z.string(), name: z.string() })),
});
export type ShoeFinderSizesResponse = z.infer<typeof ShoeFinderSizesResponseSchema>;
