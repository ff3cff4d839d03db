import { z } from 'zod';
import { PhotoSchema } from './common';

export type Category = {
  id: number;
  name: string;
  urlName: string;
  externalUrl: string | null;
  mainPhoto: z.infer<typeof PhotoSchema> | null;
  children: Category[];
};

export const CategorySchema: z.ZodType<Category> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    urlName: z.string(),
    externalUrl: z.string().nullable(),
    mainPhoto: PhotoSchema.nullable(),
    children: z.array(CategorySchema),
  }),
);

export const CategoryTreeQuerySchema = z.object({
  depth: z.coerce.number().int().min(1).max(2).default(2),
});

export const CategoryTreeResponseSchema = z.object({ items: z.array(CategorySchema) });
export type CategoryTreeResponse = z.infer<typeof CategoryTreeResponseSchema>;
