import type { OperationUnit } from '@stride/contract';
import type { Locale } from '@stride/i18n';
import type { Messages } from 'next-intl';

/** The texts the panel formats in the browser: its own, the contact form's and the form rules'. */
export type SupportMessages = Pick<Messages, 'supportWidget' | 'contactForm' | 'validation'>;

/** What the panel shows of the shop: the advisor line (the header's store's hours) and the e-mail. */
export type SupportData = {
  locale: Locale;
  /** As printed ("+421 2 123 456 78"); the call link drops the spaces. */
  phone: string;
  email: string;
  /** The header's store's week (operation unit 4), whose hours the advisor line keeps; empty when unknown. */
  openingHours: OperationUnit['openingHours'];
};
