import { accountPageMetadata, accountScreenPage } from '@/components/account/account-page';
import { ForgottenPasswordScreen } from '@/components/account/forgotten-password-screen';

// The visitor's own page (cart, account, sign-in): rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type PageProps = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: PageProps) => accountPageMetadata(params, { account: 'forgotten' });

/** The forgotten password (`/zabudnute-heslo`, cz `/zapomenute-heslo`, hu `/elfelejtett-jelszo`). */
export default accountScreenPage(ForgottenPasswordScreen);
