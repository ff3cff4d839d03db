import { accountPageMetadata, accountScreenPage } from '@/components/account/account-page';
import { AuthCallbackScreen } from '@/components/account/auth-callback-screen';

// The visitor's own page (cart, account, sign-in): rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type PageProps = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: PageProps) => accountPageMetadata(params, { account: 'callback' });

/**
 * Where the api's Google or Facebook login returns (`/auth/callback?backUrl=…`): the query is read in
 * the browser (the proxy keeps it out of the page's route), then the page moves on.
 */
export default accountScreenPage(AuthCallbackScreen);
