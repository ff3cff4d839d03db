/** A `tel:` link of a phone number as printed: every space removed (spec §2: call link without spaces). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}
