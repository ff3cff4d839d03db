import { accountPageMetadata, accountScreenPage } from '@/components/account/account-page';
import { NewPasswordScreen } from '@/components/account/new-password-screen';

// The visitor's own page (cart, account, sign-in): rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type PageProps = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: PageProps) => accountPageMetadata(params, { account: 'newPassword' });

/**
 * The e-mailed reset link's page (`/nove-heslo#token`, hu `/uj-jelszo#token`). The token is in the
 * fragment, which never reaches the server: the page reads it in the browser.
 */
export default accountScreenPage(NewPasswordScreen);
