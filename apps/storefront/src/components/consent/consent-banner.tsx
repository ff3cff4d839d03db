'use client';

import type { ConsentChoice } from '@stride/rules/browser';
import { useEffect, useId, useRef, useState } from 'react';
import { type ConsentPurposes, saveConsent } from '@/lib/consent/consent-store';
import styles from './consent-banner.module.css';
import type { ConsentTexts } from './consent-texts';

/**
 * The banner itself: necessary (always on), analytics and marketing, and three buttons of one
 * style side by side, so refusing is as easy as agreeing (one press each) and choosing per purpose
 * one press more. A region at the foot of the window, not a modal: the page stays usable, and it is
 * the first thing after the skip link for a keyboard. Small and fixed, it moves nothing on the page.
 */
export default function ConsentBanner({
  texts,
  current,
  focusOnOpen,
  onDone,
}: {
  texts: ConsentTexts;
  current: ConsentChoice | null;
  focusOnOpen: boolean;
  onDone: () => void;
}) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [purposes, setPurposes] = useState<ConsentPurposes>({
    analytics: current?.analytics ?? false,
    marketing: current?.marketing ?? false,
  });

  useEffect(() => {
    // Opened from the footer: the keyboard lands on the banner, not somewhere behind it.
    if (focusOnOpen) titleRef.current?.focus();
  }, [focusOnOpen]);

  const choose = (chosen: ConsentPurposes) => {
    saveConsent(chosen);
    onDone();
  };

  return (
    <section className={styles.banner} aria-labelledby={titleId} data-testid="consent-banner">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
            {texts.title}
          </h2>
          <p className={styles.text}>{texts.text}</p>
        </div>
        <fieldset className={styles.purposes}>
          <legend className="visually-hidden">{texts.title}</legend>
          <label className={styles.purpose}>
            <input type="checkbox" checked disabled />
            {texts.necessary}
          </label>
          <label className={styles.purpose}>
            <input
              type="checkbox"
              name="analytics"
              checked={purposes.analytics}
              onChange={(event) => setPurposes({ ...purposes, analytics: event.target.checked })}
            />
            {texts.analytics}
          </label>
          <label className={styles.purpose}>
            <input
              type="checkbox"
              name="marketing"
              checked={purposes.marketing}
              onChange={(event) => setPurposes({ ...purposes, marketing: event.target.checked })}
            />
            {texts.marketing}
          </label>
        </fieldset>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.action}
            onClick={() => choose({ analytics: false, marketing: false })}
          >
            {texts.rejectAll}
          </button>
          <button type="button" className={styles.action} onClick={() => choose(purposes)}>
            {texts.save}
          </button>
          <button type="button" className={styles.action} onClick={() => choose({ analytics: true, marketing: true })}>
            {texts.acceptAll}
          </button>
        </div>
      </div>
    </section>
  );
}
