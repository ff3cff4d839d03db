import { accountPageMetadata, accountScreenPage } from '@/components/account/account-page';
import { CreditsScreen } from '@/components/account/credits-screen';

// The visitor's own page (cart, account, sign-in): rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type PageProps = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: PageProps) => accountPageMetadata(params, { account: 'credits' });

/** The member's credits and the loyalty rules (`/ucet/kredity`, hu `/fiok/kreditek`), read in the browser. */
export default accountScreenPage(CreditsScreen);
