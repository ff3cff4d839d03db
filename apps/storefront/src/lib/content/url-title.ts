import { UrlTitleParamSchema } from '@stride/contract';

/**
 * Whether a path segment has the shape of a urlTitle/urlName as the api accepts it. Anything else
 * cannot name a product or page (the api would answer 400), so the route answers 404 without asking.
 */
export function isUrlTitle(value: string): boolean {
  return UrlTitleParamSchema.safeParse({ urlTitle: value }).success;
}
