import { SimpleScreen, simpleScreenMetadata } from '@/components/common/simple-screen';

// The visitor's own page (cart, account, sign-in): rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type PageProps = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: PageProps) => simpleScreenMetadata(params, 'login');

/** Login: the accounts issue brings the form. */
export default function Page({ params }: PageProps) {
  return <SimpleScreen params={params} screen="login" />;
}
