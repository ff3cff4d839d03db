import type { ReactNode } from 'react';
import styles from './benefit-list.module.css';
import { BoltIcon, MedalIcon, ReturnIcon, TruckIcon } from './icons';

/** The shop's four claims (spec §1), in the order they are listed. */
export type BenefitKey = 'shipping' | 'returns' | 'dispatch' | 'since';
export type BenefitItem = { key: BenefitKey; title: string; text: string };

const ICONS: Record<BenefitKey, ReactNode> = {
  shipping: <TruckIcon size={28} />,
  returns: <ReturnIcon size={28} />,
  dispatch: <BoltIcon size={28} />,
  since: <MedalIcon size={28} />,
};

type BenefitItemsProps = {
  items: readonly BenefitItem[];
  /** `band`: a compact icon row (footer); `cards`: the home page's tiles. */
  variant: 'band' | 'cards';
  headingLevel?: 'h2' | 'h3';
};

/** The claims with their icons, already translated (benefit-list.tsx): server and client draw the same list. */
export function BenefitItems({ items, variant, headingLevel = 'h3' }: BenefitItemsProps) {
  const Heading = headingLevel;
  return (
    <ul className={`${styles.list} ${styles[variant]}`} data-testid={`benefits-${variant}`}>
      {items.map((item) => (
        <li key={item.key} className={styles.item}>
          <span className={styles.icon}>{ICONS[item.key]}</span>
          <span>
            <Heading className={styles.title}>{item.title}</Heading>
            <p className={styles.text}>{item.text}</p>
          </span>
        </li>
      ))}
    </ul>
  );
}
