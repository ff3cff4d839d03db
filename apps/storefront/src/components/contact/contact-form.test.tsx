import type { SignupChallenge } from '@stride/contract';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { renderPage, tagWith } from '@/components/checkout/checkout.fixtures';
import { messagesFor } from '@/i18n/messages';
import { contactErrors } from './contact-errors';
import { ContactForm } from './contact-form';
import { CONTACT_FIELDS, contactRequestOf } from './contact-model';
import { contactFormTexts, ruleTranslation } from './contact-texts';

/** The contact form as the browser first draws it (the api's question in SWR's cache), and its own checks. */

const CHALLENGE: SignupChallenge = { token: 'challenge-token-1', a: 3, b: 4, expiresInSeconds: 600 };

/** The texts as the contact page's server component translates them. */
const sk = messagesFor('sk');
const texts = contactFormTexts(
  createTranslator({ locale: 'sk', messages: sk, namespace: 'contactForm' }),
  createTranslator({ locale: 'sk', messages: sk, namespace: 'validation' }),
);
const translate = ruleTranslation(texts);

describe('the contact form', () => {
  it('labels every field, ids kept apart by the form’s id, and asks the api’s question', async () => {
    // No namespace in the provider: the form formats nothing in the browser, its texts come translated.
    const html = await renderPage(<ContactForm formId="support-widget" texts={texts} />, {
      cache: { 'contact-challenge:support-widget': CHALLENGE },
      namespaces: [],
    });
    expect(html).toMatch(/<label for="support-widget-name"[^>]*>Meno a priezvisko<\/label>/);
    expect(html).toMatch(/<label for="support-widget-email"[^>]*>E-mail<\/label>/);
    expect(html).toMatch(/<label for="support-widget-message"[^>]*>Správa<\/label>/);
    expect(html).toMatch(/<label for="support-widget-challenge-answer"[^>]*>Koľko je 3 \+ 4\?<\/label>/);
    expect(tagWith(html, 'id', 'support-widget-message')).toContain('maxLength="2000"');
    expect(tagWith(html, 'id', 'support-widget-message')).toContain('aria-describedby="support-widget-message-hint"');
    expect(html).toContain('Najviac 2000 znakov.');
    expect(tagWith(html, 'data-testid', 'contact-submit')).not.toContain('disabled');
  });

  it('finds a message on each bad field, the wrong sum included, in the page’s order', () => {
    const request = contactRequestOf({ name: ' ', email: 'jana@', message: '' }, { token: 't', answer: '8' });
    expect(contactErrors(request, { a: 3, b: 4 }, translate)).toEqual({
      name: 'Povinné pole',
      email: 'Zadajte email vo formáte meno@domena.sk',
      message: 'Povinné pole',
      'challenge.answer': 'Pred pokračovaním vyplňte výsledok.',
    });
    expect(Object.keys(contactErrors(request, { a: 3, b: 4 }, translate))).toEqual([...CONTACT_FIELDS]);
  });

  it('translates a rule’s key with its open argument filled, and leaves a text that is no key as it is', () => {
    expect(translate('validation.zip', '123 45')).toBe('Nesprávny formát PSČ. Zadajte ho vo formáte 123 45.');
    expect(translate('validation.tooLong', '')).toBe('Text je príliš dlhý.');
    expect(translate('Správa je príliš dlhá.', '')).toBe('Správa je príliš dlhá.');
  });

  it('finds nothing in a filled form with the right sum, and sends it trimmed', () => {
    const request = contactRequestOf(
      { name: 'Jana', email: ' jana@example.sk ', message: 'Otázka' },
      { token: 't', answer: ' 7 ' },
    );
    expect(contactErrors(request, { a: 3, b: 4 }, translate)).toEqual({});
    expect(request).toEqual({
      name: 'Jana',
      email: 'jana@example.sk',
      message: 'Otázka',
      challenge: { token: 't', answer: '7' },
    });
  });
});
