import { SimpleScreen, simpleScreenMetadata } from '@/components/common/simple-screen';

type PageProps = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: PageProps) => simpleScreenMetadata(params, 'wishlist');

/** The wishlist: empty for a new visitor; the wishlist issue fills it. */
export default function Page({ params }: PageProps) {
  return <SimpleScreen params={params} screen="wishlist" />;
}
