import { describe, expect, it } from 'vitest';
import type { TranslateRule } from '@/components/common/use-rule-translation';
import { messagesFor } from '@/i18n/messages';
import { choiceErrors, choiceRequestOf, withDelivery } from './checkout-choice';
import { contactErrors, errorsOfMessages, firstErrorField } from './checkout-errors';
import { type ContactFormValues, contactFormOf, contactInputOf, emptyContactForm } from './contact-form-model';

/**
 * The delivery page's form rules: what it sends, and which message lands on which field, checked
 * with the api's own contact rules and translated as the Slovak and Hungarian shops show them.
 */

function translatorOf(locale: 'sk' | 'hu'): TranslateRule {
  const texts: Record<string, string> = messagesFor(locale).validation;
  return (key, format) => (texts[key.replace('validation.', '')] ?? key).replace('{format}', format);
}

const JANA: ContactFormValues = {
  ...emptyContactForm('sk'),
  email: 'jana@example.sk',
  firstname: 'Jana',
  surname: 'Nováková',
  phone: '+421 903 123 456',
  street: 'Hlavná 12',
  city: 'Bratislava',
  zip: '81101',
  termsAccepted: true,
};

describe('the contact form', () => {
  it('sends a private buyer without company, and the other address only for a courier', () => {
    const values: ContactFormValues = {
      ...JANA,
      company: { name: 'Zabudnutá s.r.o.', businessId: '1', taxId: '', vatNumber: '' },
      differentDelivery: true,
      deliveryAddress: {
        firstname: 'Eva',
        surname: 'Malá',
        street: 'Nová 3',
        city: 'Trnava',
        zip: '917 01',
        country: 'sk',
      },
    };
    const courier = contactInputOf(values, 'courier');
    expect(courier).not.toHaveProperty('company');
    expect(courier.deliveryAddress).toEqual({
      firstname: 'Eva',
      surname: 'Malá',
      street: 'Nová 3',
      city: 'Trnava',
      zip: '917 01',
      country: 'sk',
    });
    expect(contactInputOf(values, 'pickup_point').deliveryAddress).toBeNull();
    expect(contactInputOf({ ...values, differentDelivery: false }, 'courier').deliveryAddress).toBeNull();
    expect(contactInputOf({ ...values, buyer: 'company' }, 'store').company).toEqual({
      name: 'Zabudnutá s.r.o.',
      businessId: '1',
      taxId: '',
      vatNumber: '',
    });
  });

  it('fills the form again from the contact the cart keeps, the unknown parts empty', () => {
    const values = contactFormOf(
      {
        email: 'iroda@pelda.hu',
        firstname: 'Ágnes',
        surname: 'Nagy',
        phone: '+36 30 123 4567',
        street: 'Váci út 1',
        city: 'Budapest',
        zip: '1132',
        country: 'hu',
        note: '',
        buyer: 'company',
        company: { name: 'Futó Kft.', businessId: '01-09-123456', vatNumber: 'HU12345678' },
        deliveryAddress: null,
        termsAccepted: true,
        marketingConsent: false,
      },
      'sk',
    );
    expect(values.country).toBe('hu');
    expect(values.company).toEqual({
      name: 'Futó Kft.',
      businessId: '01-09-123456',
      taxId: '',
      vatNumber: 'HU12345678',
    });
    expect(values.differentDelivery).toBe(false);
    // The other address starts in the shop's country, ready to be filled.
    expect(values.deliveryAddress).toEqual({
      firstname: '',
      surname: '',
      street: '',
      city: '',
      zip: '',
      country: 'sk',
    });
    expect(contactFormOf(null, 'cz')).toEqual(emptyContactForm('cz'));
    expect(emptyContactForm('cz').termsAccepted).toBe(false);
    expect(emptyContactForm('cz').marketingConsent).toBe(false);
  });

  it('accepts what the api accepts: no message for a whole contact', () => {
    expect(contactErrors(JANA, 'courier', translatorOf('sk'))).toEqual({});
  });

  it('says each field’s first broken rule in the shop’s language, the postal code by its own country', () => {
    const errors = contactErrors(
      {
        ...JANA,
        email: 'jana@',
        firstname: 'J4na',
        zip: '8110',
        termsAccepted: false,
        buyer: 'company',
        company: { name: '', businessId: '12', taxId: '', vatNumber: 'SK123' },
        differentDelivery: true,
        deliveryAddress: { firstname: 'Eva', surname: 'Malá', street: 'Nová', city: 'Győr', zip: '90', country: 'hu' },
      },
      'courier',
      translatorOf('sk'),
    );
    expect(errors).toEqual({
      email: 'Zadajte email vo formáte meno@domena.sk',
      firstname: 'Zadajte aspoň 2 písmená, bez číslic a iných znakov.',
      zip: 'Nesprávny formát PSČ. Zadajte ho vo formáte XXX XX.',
      termsAccepted: 'Pre odoslanie objednávky je potrebný súhlas s obchodnými podmienkami.',
      'company.name': 'Povinné pole',
      'company.businessId': 'Zadajte IČO: 6 až 8 číslic.',
      'company.vatNumber': 'Zadajte IČ DPH vo formáte SK1234567890.',
      'deliveryAddress.street': 'Zadajte ulicu aj s číslom domu.',
      'deliveryAddress.zip': 'Nesprávny formát PSČ. Zadajte ho vo formáte XXXX.',
    });
    expect(firstErrorField(errors)).toBe('email');
  });

  it('checks the other address only when the courier brings the parcel', () => {
    const values = { ...JANA, differentDelivery: true };
    expect(contactErrors(values, 'pickup_point', translatorOf('hu'))).toEqual({});
    expect(contactErrors(values, 'courier', translatorOf('hu'))).toEqual({
      'deliveryAddress.firstname': 'Kötelező mező',
      'deliveryAddress.surname': 'Kötelező mező',
      'deliveryAddress.street': 'Kötelező mező',
      'deliveryAddress.city': 'Kötelező mező',
      'deliveryAddress.zip': 'Kötelező mező',
    });
  });
});

describe('the delivery and payment choice', () => {
  const texts = { delivery: 'delivery?', pickupPoint: 'point?', store: 'store?', payment: 'payment?' };

  it('is whole with the pickup point or store its delivery needs, and a payment that goes with it', () => {
    expect(choiceRequestOf({ delivery: 'courier', payment: 'card', pickupPointId: 9, storeId: 3 })).toEqual({
      delivery: 'courier',
      payment: 'card',
    });
    expect(
      choiceRequestOf({ delivery: 'pickup_point', payment: 'bank_transfer', pickupPointId: 9, storeId: null }),
    ).toEqual({ delivery: 'pickup_point', payment: 'bank_transfer', pickupPointId: 9 });
    expect(choiceRequestOf({ delivery: 'store', payment: 'in_store', pickupPointId: 9, storeId: 3 })).toEqual({
      delivery: 'store',
      payment: 'in_store',
      storeId: 3,
    });
    expect(choiceRequestOf({ delivery: 'pickup_point', payment: 'card', pickupPointId: null, storeId: null })).toBe(
      null,
    );
    expect(choiceRequestOf({ delivery: 'store', payment: 'cash_on_delivery', pickupPointId: null, storeId: 3 })).toBe(
      null,
    );
    expect(choiceRequestOf({ delivery: 'courier', payment: 'in_store', pickupPointId: null, storeId: null })).toBe(
      null,
    );
  });

  it('drops a payment that does not go with the new delivery and keeps one that does', () => {
    const inStore = { delivery: 'store', payment: 'in_store', pickupPointId: null, storeId: 3 } as const;
    expect(withDelivery(inStore, 'courier')).toEqual({ ...inStore, delivery: 'courier', payment: null });
    const card = { ...inStore, payment: 'card' } as const;
    expect(withDelivery(card, 'pickup_point')).toEqual({ ...card, delivery: 'pickup_point' });
  });

  it('names what is missing, each on its field', () => {
    expect(choiceErrors({ delivery: null, payment: null, pickupPointId: null, storeId: null }, texts)).toEqual({
      delivery: 'delivery?',
    });
    expect(
      choiceErrors({ delivery: 'pickup_point', payment: null, pickupPointId: null, storeId: null }, texts),
    ).toEqual({ pickupPointId: 'point?', payment: 'payment?' });
    expect(
      choiceErrors({ delivery: 'store', payment: 'cash_on_delivery', pickupPointId: 1, storeId: null }, texts),
    ).toEqual({ storeId: 'store?', payment: 'payment?' });
  });
});

describe('the api’s messages', () => {
  it('go on the fields they name; the others above the button', () => {
    const sorted = errorsOfMessages([
      { field: 'pickupPointId', message: 'Toto výdajné miesto už neexistuje. Vyberte iné.' },
      { field: 'company.vatNumber', message: 'Zadajte IČ DPH vo formáte SK1234567890.' },
      { field: 'items', message: 'Požadovaný produkt nie je v predaji.' },
      { field: null, message: 'Košík je prázdny: najprv doň vložte tovar.' },
    ]);
    expect(sorted.fields).toEqual({
      pickupPointId: 'Toto výdajné miesto už neexistuje. Vyberte iné.',
      'company.vatNumber': 'Zadajte IČ DPH vo formáte SK1234567890.',
    });
    expect(sorted.other).toEqual([
      'Požadovaný produkt nie je v predaji.',
      'Košík je prázdny: najprv doň vložte tovar.',
    ]);
    expect(firstErrorField(sorted.fields)).toBe('pickupPointId');
  });
});
