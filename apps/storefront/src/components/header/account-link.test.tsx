import { describe, expect, it } from 'vitest';
import { LOGGED_OUT, loggedIn } from '@/components/account/account.fixtures';
import { renderPage, tagWith, textsOf } from '@/components/checkout/checkout.fixtures';
import { VISITOR_PATHS } from '@/lib/api/use-visitor';
import { AccountLink } from './account-link';

/** The header's account link over the profile the browser read (decision 0008). */

const render = (profile: unknown) =>
  renderPage(
    <AccountLink
      texts={{ login: 'Prihlásiť sa', accountOf: 'Účet: {name}' }}
      hrefs={{ login: '/prihlasenie', profile: '/ucet/profil' }}
    />,
    { cache: profile === undefined ? {} : { [VISITOR_PATHS.profile]: profile }, namespaces: [] },
  );

describe('the header’s account link', () => {
  it('is "log in" until the profile says otherwise', async () => {
    for (const profile of [undefined, LOGGED_OUT]) {
      const html = await render(profile);
      expect(tagWith(html, 'data-testid', 'login-link')).toContain('href="/prihlasenie"');
      expect(textsOf(html, 'login-link')).toEqual(['Prihlásiť sa']);
    }
  });

  it('is the user’s name, linking to the profile, or their e-mail when they gave no name', async () => {
    const named = await render(loggedIn());
    expect(tagWith(named, 'data-testid', 'login-link')).toContain('href="/ucet/profil"');
    expect(tagWith(named, 'data-testid', 'login-link')).toContain('aria-label="Účet: Jana Nováková"');
    expect(textsOf(named, 'login-link')).toEqual(['Jana Nováková']);
    const unnamed = await render(loggedIn({ firstname: '', surname: '', fullName: '' }));
    expect(textsOf(unnamed, 'login-link')).toEqual(['jana@bezec.sk']);
  });
});
