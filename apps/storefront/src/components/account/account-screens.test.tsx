import { AccountOrderDetailSchema, type AccountOrders } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { money, renderPage, tagWith, textsOf } from '@/components/checkout/checkout.fixtures';
import { ACCOUNT_PATHS, accountOrderPath } from '@/lib/api/account-api';
import { VISITOR_PATHS } from '@/lib/api/use-visitor';
import { LINKS, LOGGED_OUT, loggedIn } from './account.fixtures';
import { NewPasswordScreen } from './new-password-screen';
import { OrderDetailScreen } from './order-detail-screen';
import { OrdersScreen } from './orders-screen';
import { ProfileScreen } from './profile-screen';
import { SettingsScreen } from './settings-screen';

/**
 * The account's pages as the browser first draws them over api answers written by hand: nothing of
 * the account before the api has said who is logged in, the member's data once it has.
 */

const HEADING = { eyebrow: 'Môj účet', title: 'Môj profil', lead: 'Vaše údaje.' };

const render = (body: React.ReactNode, cache: Record<string, unknown>) =>
  renderPage(body, { cache, namespaces: ['account', 'validation', 'checkout'] });

const profilePage = (profile?: unknown) =>
  render(
    <ProfileScreen links={LINKS} heading={HEADING} shopCountry="sk" />,
    profile === undefined ? {} : { [VISITOR_PATHS.profile]: profile },
  );

describe('a member’s page', () => {
  it('shows nothing of the account while the profile is on its way', async () => {
    const html = await profilePage();
    expect(textsOf(html, 'account-gate')).toEqual(['Načítavame…']);
    expect(html).not.toContain('data-testid="profile-form"');
  });

  it('shows a visitor who is not logged in nothing but that they are being sent on', async () => {
    const html = await profilePage(LOGGED_OUT);
    expect(textsOf(html, 'account-gate')).toEqual(['Presmerúvame…']);
    expect(html).not.toContain('data-testid="profile-form"');
    expect(html).not.toContain('jana@bezec.sk');
  });

  it('shows the member their profile: the form filled from the api, the date as DD.MM.YYYY', async () => {
    const html = await profilePage(loggedIn());
    const value = (id: string) => /value="([^"]*)"/.exec(tagWith(html, 'id', id))?.[1];
    expect(textsOf(html, 'profile-email')).toEqual(['Prihlasovací e-mail: jana@bezec.sk']);
    expect(value('profile-user-firstname')).toBe('Jana');
    expect(value('profile-user-dateOfBirth')).toBe('07.05.1990');
    expect(value('profile-user-zip')).toBe('811 01');
    expect(value('profile-user-addresses-0-city')).toBe('Trnava');
    expect(tagWith(html, 'id', 'profile-user-dateOfBirth')).toContain(
      'aria-describedby="profile-user-dateOfBirth-hint"',
    );
    expect(html).not.toContain('data-testid="unverified-email"');
    // The account's navigation says which page this is.
    expect(html).toMatch(/<a href="\/ucet\/profil" aria-current="page"/);
  });

  it('offers a member whose e-mail is not verified the verification e-mail again', async () => {
    const html = await profilePage(loggedIn({ emailVerified: false }));
    expect(textsOf(html, 'unverified-email')[0]).toContain('E-mail jana@bezec.sk zatiaľ nie je overený.');
    expect(html).toContain('data-testid="resend-verification"');
  });

  it('asks for the current password only where the account has one', async () => {
    const withPassword = await render(<SettingsScreen links={LINKS} />, { [VISITOR_PATHS.profile]: loggedIn() });
    expect(withPassword).toContain('id="password-change-currentPassword"');
    expect(withPassword).toContain('Zmena hesla');
    const social = await render(<SettingsScreen links={LINKS} />, {
      [VISITOR_PATHS.profile]: loggedIn({ hasPassword: false }),
    });
    expect(social).not.toContain('id="password-change-currentPassword"');
    expect(social).toContain('Nastavenie hesla');
  });
});

describe('the account’s orders', () => {
  const ORDERS: AccountOrders = {
    orders: [
      {
        id: 42,
        orderNumber: '10000042',
        createdAt: '2026-11-25T09:30:00.000Z',
        status: 'shipped',
        total: money(5681),
        itemCount: 2,
      },
    ],
  };

  it('lists each order with its date (DD.MM.YYYY), status, total and a link to its detail', async () => {
    const html = await render(<OrdersScreen links={LINKS} />, {
      [VISITOR_PATHS.profile]: loggedIn(),
      [ACCOUNT_PATHS.orders]: ORDERS,
    });
    expect(textsOf(html, 'orders-row')).toEqual([`10000042 25.11.2026 Odoslaná ${money(5681).formatted} 2 kusy`]);
    expect(html).toMatch(/<a href="\/ucet\/objednavky\/42" aria-label="Detail objednávky 10000042"/);
  });

  it('says when there is no order yet', async () => {
    const html = await render(<OrdersScreen links={LINKS} />, {
      [VISITOR_PATHS.profile]: loggedIn(),
      [ACCOUNT_PATHS.orders]: { orders: [] },
    });
    expect(textsOf(html, 'orders-empty')).toEqual(['Zatiaľ ste u nás nič neobjednali. Pokračovať v nákupe']);
  });

  it('shows one order as the thank-you page does, and "not found" for an id that is no order', async () => {
    const order = AccountOrderDetailSchema.parse({
      id: 42,
      orderNumber: '10000042',
      email: 'jana@bezec.sk',
      createdAt: '2026-11-25T09:30:00.000Z',
      status: 'paid',
      items: [{ name: 'Nike Pegasus 41', size: '42.5', count: 1, unitPrice: money(5980), totalPrice: money(5980) }],
      delivery: { kind: 'courier', price: money(490), place: null },
      giftVouchers: [],
      paymentKind: 'card',
      sums: {
        goods: money(5980),
        discounts: money(0),
        credits: money(0),
        delivery: money(490),
        paymentFee: money(0),
        vat: [{ ratePercent: 23, net: money(5260), vat: money(1210) }],
        giftVouchers: money(0),
        total: money(6470),
        voucherPaid: money(0),
        toPay: money(6470),
      },
      payment: { kind: 'card', amount: money(6470), state: 'waiting', deadline: '2099-01-01T10:00:00.000Z' },
    });
    const html = await render(<OrderDetailScreen links={LINKS} id="42" />, {
      [VISITOR_PATHS.profile]: loggedIn(),
      [accountOrderPath('42')]: order,
    });
    expect(html).toContain('Objednávka 10000042');
    expect(textsOf(html, 'order-meta')).toEqual(['Vytvorená 25.11.2026 · Stav: Zaplatená']);
    expect(textsOf(html, 'thank-you-line')).toEqual([`Nike Pegasus 41 Veľkosť 42.5 · 1 kus ${money(5980).formatted}`]);
    // A waiting card payment is told, but no new one starts from the account: that needs the thank-you link.
    expect(textsOf(html, 'card-state')).toEqual([
      'Platbu kartou sme zatiaľ neprijali. Zaplatiť môžete do 01.01.2099 11:00, potom objednávku zrušíme.',
    ]);
    expect(html).not.toContain('data-testid="pay-again"');

    const wrong = await render(<OrderDetailScreen links={LINKS} id="abc" />, { [VISITOR_PATHS.profile]: loggedIn() });
    expect(textsOf(wrong, 'order-not-found')[0]).toContain('Objednávku sme nenašli');
  });
});

describe('the new password page', () => {
  it('shows no form before the link’s token has been read in the browser', async () => {
    const html = await render(<NewPasswordScreen links={LINKS} />, {});
    expect(html).not.toContain('data-testid="new-password-form"');
    expect(html).toContain('Načítavame…');
  });
});
