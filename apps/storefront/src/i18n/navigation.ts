import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** Locale-aware links: pass an internal route name (`/product/[urlTitle]`), get the localized path. */
export const { Link, getPathname, redirect, usePathname, useRouter } = createNavigation(routing);
