import { accountPageMetadata, accountScreenPage } from '@/components/account/account-page';
import { SettingsScreen } from '@/components/account/settings-screen';

// The visitor's own page (cart, account, sign-in): rendered for each request, never cached.
export const dynamic = 'force-dynamic';

type PageProps = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: PageProps) => accountPageMetadata(params, { account: 'settings' });

/** The account's settings (`/ucet/nastavenia`, cz `/ucet/nastaveni`, hu `/fiok/beallitasok`). */
export default accountScreenPage(SettingsScreen);
