import { SimpleScreen, simpleScreenMetadata } from '@/components/common/simple-screen';

// The visitor's own page (cart, account, sign-in): rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type PageProps = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: PageProps) => simpleScreenMetadata(params, 'wishlist');

/** The wishlist: empty for a new visitor; the wishlist issue fills it. */
export default function Page({ params }: PageProps) {
  return <SimpleScreen params={params} screen="wishlist" />;
}
