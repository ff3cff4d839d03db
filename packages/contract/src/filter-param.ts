import { PRODUCT_SORTS } from '@stride/rules';
import { z } from 'zod';

// The list itself is a rule (zod-free), so browser code can read it without the contract's schemas.
export { PRODUCT_SORTS };
export const ProductSortSchema = z.enum(PRODUCT_SORTS);
export type ProductSort = z.infer<typeof ProductSortSchema>;

/**
 * A filter path as one string: the segments after `/kategoria/{category}` joined by slashes, e.g.
 * `vyrobca/nike,asics/velkost/42/cena/60-150`. Its syntax and names are checked by the api (400 for
 * bad syntax, 404 for an unknown filter name); here only its length is bounded.
 */
export const FilterParamSchema = z.string().max(1000);
