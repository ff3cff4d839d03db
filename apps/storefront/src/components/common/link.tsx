import type { Locale } from '@stride/i18n';
import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { ShopLink } from '@/components/common/shop-link';
import { getPathname, type Href } from '@/i18n/navigation';

/** Localizes hrefs for this request's shop (`/product/[urlTitle]` → `/produkt/…`), on the server. */
export async function getPath(): Promise<(href: Href) => string> {
  const locale = (await getLocale()) as Locale;
  return (href) => getPathname({ locale, href });
}

type LinkProps = Omit<ComponentProps<typeof ShopLink>, 'href'> & { href: Href };

/**
 * The link of server components. next-intl's Link is a client component that takes the route and
 * its params to the browser and localizes them there: every link put the locale, the cookie setting
 * and the params into the page's RSC payload. Localized here, ShopLink gets a plain path.
 */
export async function Link({ href, ...rest }: LinkProps) {
  const path = await getPath();
  return <ShopLink href={path(href)} {...rest} />;
}
