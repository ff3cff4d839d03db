import { CONTACT_MESSAGE_LIMITS, VALIDATION_MESSAGES } from '@stride/rules/browser';
import type { Messages } from 'next-intl';
import { fillText, textSlot } from '@/components/common/slots';
import type { TranslateRule } from '@/components/common/use-rule-translation';

type FormKey = Exclude<keyof Messages['contactForm'], 'mail'>;
type ValidationName = keyof Messages['validation'];
type Values = Record<string, string | number>;

/**
 * The contact form's words, translated where the form is drawn: on the contact page by the server, so
 * the cached page sends no message catalog or formatter to the browser (next-intl's runtime was its
 * heaviest script), and in the support widget's panel by its own provider. `challenge` keeps the
 * question's two numbers open ({a}, {b}); `rules` holds every shared rule's message by its key
 * (`validation.email`), with its arguments open too.
 */
export type ContactFormTexts = Record<Exclude<FormKey, 'sent'>, string> & { rules: Record<string, string> };

/** Every argument a rule's message may name, left open for the browser to fill (only `format` is ever known there). */
const RULE_SLOTS: Values = Object.fromEntries(
  ['format', 'minimum', 'maximum', 'days'].map((name) => [name, textSlot(name)]),
);

export function contactFormTexts(
  t: (key: FormKey, values?: Values) => string,
  validation: (key: ValidationName, values?: Values) => string,
): ContactFormTexts {
  const rules: Record<string, string> = {};
  for (const key of Object.values(VALIDATION_MESSAGES)) {
    rules[key] = validation(key.slice('validation.'.length) as ValidationName, RULE_SLOTS);
  }
  return {
    name: t('name'),
    email: t('email'),
    emailHint: t('emailHint'),
    message: t('message'),
    messageHint: t('messageHint', { max: CONTACT_MESSAGE_LIMITS.messageMax }),
    challengeLegend: t('challengeLegend'),
    challenge: t('challenge', { a: textSlot('a'), b: textSlot('b') }),
    challengeHint: t('challengeHint'),
    challengeLoading: t('challengeLoading'),
    challengeFailed: t('challengeFailed'),
    challengeRetry: t('challengeRetry'),
    submit: t('submit'),
    submitting: t('submitting'),
    another: t('another'),
    failed: t('failed'),
    invalid: t('invalid'),
    rules,
  };
}

/** A rule's message key in the form's language; a text that is no key (the api's own words) as it is. */
export function ruleTranslation(texts: ContactFormTexts): TranslateRule {
  return (key, format) => {
    const text = texts.rules[key];
    return text === undefined ? key : fillText(text, { format });
  };
}
