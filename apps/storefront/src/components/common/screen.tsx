import type { ReactNode } from 'react';
import styles from './screen.module.css';

type ScreenProps = {
  title: string;
  /** A short line above the title (e.g. the section). */
  eyebrow?: string;
  lead?: string;
  children?: ReactNode;
  /** The screen's main action(s). */
  actions?: ReactNode;
  testId?: string;
};

/** A simple page body: heading, short text and actions — for screens whose full version comes later. */
export function Screen({ title, eyebrow, lead, children, actions, testId }: ScreenProps) {
  return (
    <div className={`container ${styles.screen}`} data-testid={testId}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 className={`display ${styles.title}`}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
