'use client';

import { useTranslations } from 'next-intl';
import { ShopLink } from '@/components/common/shop-link';
import styles from './checkout.module.css';

const STEPS = ['cart', 'delivery', 'summary', 'done'] as const;
type Step = (typeof STEPS)[number];

/** Where the buyer is in the order: the steps behind are links back, the current one is marked. */
export function CheckoutSteps({ current, links }: { current: Step; links: { cart: string; delivery: string } }) {
  const t = useTranslations('checkout.steps');
  const currentIndex = STEPS.indexOf(current);
  const hrefs: Partial<Record<Step, string>> = { cart: links.cart, delivery: links.delivery };
  return (
    <nav aria-label={t('label')}>
      <ol className={styles.steps}>
        {STEPS.map((step, index) => {
          const href = hrefs[step];
          return (
            <li key={step} aria-current={step === current ? 'step' : undefined}>
              {index < currentIndex && href && current !== 'done' ? (
                <ShopLink href={href}>{t(step)}</ShopLink>
              ) : (
                <span>{t(step)}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
