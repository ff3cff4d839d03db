'use client';

import type { AuthSuccess } from '@stride/contract';
import { useCallback, useState } from 'react';
import { leaveNotice } from '@/lib/account/flash-notice';
import { useLoginRefresh } from '@/lib/api/use-login-refresh';
import { useShopNavigation } from '@/lib/hooks/use-shop-navigation';

/**
 * After a login, a registration or a new password: the hearts chosen as a guest go into the account,
 * the visitor's data is read again (the header shows the name, the cart is the account's), and the page goes to `to`, where the api's text is shown when
 * `announce` says so (a login needs no words: the header shows the name). `leaving` holds a guest
 * page's gate meanwhile, so only this page navigates.
 */
export function useSignIn(to: () => string, announce: boolean) {
  const refresh = useLoginRefresh();
  const navigation = useShopNavigation();
  const [leaving, setLeaving] = useState(false);

  const signIn = useCallback(
    async (answer: AuthSuccess) => {
      setLeaving(true);
      const target = to();
      const message = answer.data.messages[0]?.message;
      if (announce && message) leaveNotice(message, target);
      await refresh({ user: answer.data.user });
      // replace: the form the visitor has just left behind is no page to come back to.
      navigation.replace(target);
    },
    [refresh, navigation, to, announce],
  );

  return { leaving, signIn };
}
