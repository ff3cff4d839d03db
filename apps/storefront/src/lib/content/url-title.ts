/** A urlTitle/urlName as the shop writes them: lower-case letters, digits and single hyphens. */
export function isUrlTitle(value: string): boolean {
  return value.length <= 200 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}
