'use client';

import { MedalIcon } from '@/components/common/icons';
import { ShopLink } from '@/components/common/shop-link';
import { fillText } from '@/components/common/slots';
import { useCredits } from '@/lib/api/use-visitor';
import styles from './top-bar.module.css';

/** The message's texts and target, from the server (`{amount}` and `{percent}` are filled here). */
export type CreditsMessageProps = {
  texts: { balance: string; none: string };
  href: string;
};

/**
 * The header's loyalty-credits message (spec §1) for a logged-in member: their balance ("V kreditoch
 * máte 12,40 €"), or while they have none how many per cent an order earns, linking to the credits
 * page. Nothing for anyone else: the cached page carries no trace of it, and the credits are read in
 * the browser only once the profile says a member is there (decision 0008).
 */
export function CreditsMessage({ texts, href }: CreditsMessageProps) {
  const { data: credits } = useCredits();
  if (!credits) return null;
  const text =
    credits.balance.amount > 0
      ? fillText(texts.balance, { amount: credits.balance.formatted })
      : fillText(texts.none, { percent: credits.rules.earnPercent });
  return (
    <ShopLink href={href} className={styles.credits} data-testid="header-credits">
      <MedalIcon size={16} />
      <span>{text}</span>
    </ShopLink>
  );
}
