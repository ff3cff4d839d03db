import type { Locale } from '@stride/i18n';
import { type Messages, mergeMessages } from '@stride/i18n';
import cz from '@stride/i18n/messages/cz.json';
import hu from '@stride/i18n/messages/hu.json';
import sk from '@stride/i18n/messages/sk.json';

const overlays: Record<Locale, Messages> = { sk: {}, cz, hu };
const merged = new Map<Locale, Messages>();

/** The catalog of a locale: Slovak base with the locale's overlay, computed once per process. */
export function messagesFor(locale: Locale): typeof sk {
  let messages = merged.get(locale);
  if (!messages) {
    messages = mergeMessages(sk, overlays[locale]);
    merged.set(locale, messages);
  }
  // The base catalog defines the shape; the overlay only replaces texts.
  return messages as typeof sk;
}
