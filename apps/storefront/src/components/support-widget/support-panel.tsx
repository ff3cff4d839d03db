'use client';

import { formatOpeningHours, SHOP_TIME_ZONE } from '@stride/i18n';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { type MouseEvent, useEffect, useId, useMemo, useRef } from 'react';
import { ClockIcon, CloseIcon, MailIcon, PhoneIcon } from '@/components/common/icons';
import { ContactForm } from '@/components/contact/contact-form';
import { contactFormTexts } from '@/components/contact/contact-texts';
import { saturdayHours, weekdayHours } from '@/lib/format/opening-hours';
import { telHref } from '@/lib/format/phone';
import { openNowText } from '@/lib/stores/open-now-text';
import type { SupportData, SupportMessages } from './support-panel-data';
import styles from './support-widget.module.css';

type SupportPanelProps = {
  id: string;
  /** How many times the button asked the panel to open: each new count opens it if it is closed. */
  openRequests: number;
  /** When the panel was opened: the line's status is of that moment. */
  now: Date;
  /** Called when the dialog closed (Escape, the close button, the backdrop) and stays closed. */
  onClose: () => void;
  data: SupportData;
  messages: SupportMessages;
};

/**
 * The support widget's panel (loaded when first opened): a native modal <dialog>, so the browser
 * moves focus into it, keeps Tab inside, makes the page behind it inert, and closes it on Escape.
 * A click on the backdrop closes it too; the button gets focus back (support-widget-button.tsx).
 */
export default function SupportPanel({ id, openRequests, now, onClose, data, messages }: SupportPanelProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // Only the dialog closes itself; the button only ever asks it to open.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (openRequests > 0 && dialog && !dialog.open) dialog.showModal();
  }, [openRequests]);

  // A `close` event that arrives after a new press already opened the dialog again is stale.
  const closed = () => {
    if (!dialogRef.current?.open) onClose();
  };

  // The dialog's own box ends at its padding: a click whose target is the dialog itself hit the backdrop.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialogRef.current) dialogRef.current?.close();
  };

  return (
    <NextIntlClientProvider locale={data.locale} messages={messages} timeZone={SHOP_TIME_ZONE[data.locale]}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer shortcut; Escape and the close button are the keyboard's ways out */}
      <dialog
        ref={dialogRef}
        id={id}
        className={styles.panel}
        aria-labelledby={titleId}
        onClose={closed}
        onClick={closeOnBackdrop}
        data-testid="support-panel"
      >
        <PanelContent titleId={titleId} now={now} data={data} onCloseClick={() => dialogRef.current?.close()} />
      </dialog>
    </NextIntlClientProvider>
  );
}

function PanelContent({
  titleId,
  now,
  data,
  onCloseClick,
}: {
  titleId: string;
  now: Date;
  data: SupportData;
  onCloseClick: () => void;
}) {
  const t = useTranslations('supportWidget');
  const tf = useTranslations('contactForm');
  const tv = useTranslations('validation');
  const formTexts = useMemo(() => contactFormTexts(tf, tv), [tf, tv]);
  const weekdays = weekdayHours(data.openingHours);
  const saturday = saturdayHours(data.openingHours);
  const hasHours = weekdays !== null || saturday !== null;
  const hoursText = (range: { from: string; to: string } | null) =>
    range ? formatOpeningHours(range.from, range.to, data.locale) : t('closedDay');

  return (
    <div className={styles.content}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('title')}
        </h2>
        <button type="button" className={styles.close} onClick={onCloseClick} aria-label={t('close')}>
          <CloseIcon size={20} />
        </button>
      </div>

      <p className={styles.line}>
        <PhoneIcon size={18} />
        <span>
          {t('phone')}:{' '}
          <a href={telHref(data.phone)} className={styles.strongLink} data-testid="support-phone">
            {data.phone}
          </a>
        </span>
      </p>

      {hasHours && (
        <div className={styles.hours}>
          <p className={styles.line}>
            <ClockIcon size={18} />
            <span>{t('hours')}</span>
          </p>
          <dl className={styles.week} data-testid="support-hours">
            <dt>{t('weekdays')}</dt>
            <dd>{hoursText(weekdays)}</dd>
            <dt>{t('saturday')}</dt>
            <dd>{hoursText(saturday)}</dd>
          </dl>
          <LineStatus data={data} now={now} />
        </div>
      )}

      <p className={styles.line}>
        <MailIcon size={18} />
        <span>
          {t('email')}:{' '}
          <a href={`mailto:${data.email}`} className={styles.strongLink} data-testid="support-email">
            {data.email}
          </a>
        </span>
      </p>

      <h3 className={styles.formTitle}>{t('formTitle')}</h3>
      <ContactForm formId="support-widget" texts={formTexts} />
    </div>
  );
}

/**
 * Whether the advisor line is open at `now` in the shop's time zone, and until when or from when: the
 * store pages' wording rule (openNowText), in the widget's words ("closed now." before when it opens).
 */
function LineStatus({ data, now }: { data: SupportData; now: Date }) {
  const t = useTranslations('supportWidget');
  const closedNow = t.raw('closedNow') as string;
  const state = openNowText(data.openingHours, now, SHOP_TIME_ZONE[data.locale], {
    openUntil: t.raw('openNow') as string,
    opensToday: `${closedNow} ${t.raw('opensToday') as string}`,
    opensOn: `${closedNow} ${t.raw('opensOn') as string}`,
    closedNow,
    onDay: WEEK.map((day) => t(`days.${day}`)),
  });
  return (
    <p className={state.open ? styles.open : styles.closed} data-testid="support-line-status" data-open={state.open}>
      {state.text}
    </p>
  );
}

const WEEK = ['1', '2', '3', '4', '5', '6', '7'] as const;
