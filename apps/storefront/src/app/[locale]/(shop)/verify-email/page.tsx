import { accountPageMetadata, accountScreenPage } from '@/components/account/account-page';
import { VerifyEmailScreen } from '@/components/account/verify-email-screen';

// The visitor's own page (cart, account, sign-in): rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type PageProps = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: PageProps) => accountPageMetadata(params, { account: 'verify' });

/**
 * The e-mailed verification link's page (`/overenie-emailu#token`, cz `/overeni-emailu#token`, hu
 * `/email-megerositese#token`): the token is in the fragment, read in the browser.
 */
export default accountScreenPage(VerifyEmailScreen);
