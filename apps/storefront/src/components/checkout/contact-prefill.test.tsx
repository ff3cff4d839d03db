import { CheckoutSchema } from '@stride/contract';
import { describe, expect, it } from 'vitest';
import { JANA, LOGGED_OUT, loggedIn } from '@/components/account/account.fixtures';
import { CHECKOUT_PATH } from '@/lib/api/checkout-api';
import { VISITOR_PATHS } from '@/lib/api/use-visitor';
import { CHECKOUT, eur, renderPage, tagWith } from './checkout.fixtures';
import { type ContactFormValues, emptyContactForm } from './contact-form-model';
import { deliveryAddressChoices, prefillContact } from './contact-prefill';
import { DeliveryScreen } from './delivery-screen';

/**
 * A logged-in buyer's contact form starts from the profile, and never loses what the buyer typed or
 * the cart kept.
 */

const COMPANY = { name: 'Bežec s.r.o.', businessId: '50123456', taxId: null, vatNumber: 'SK2120123456' };
const WITH_COMPANY = { ...JANA, company: COMPANY };

describe('prefillContact', () => {
  it('fills an empty form from the profile: contact, address with its country, and the company as the buyer', () => {
    const filled = prefillContact(emptyContactForm('hu'), WITH_COMPANY);
    expect(filled).toMatchObject({
      email: 'jana@bezec.sk',
      firstname: 'Jana',
      surname: 'Nováková',
      phone: '+421 903 123 456',
      street: 'Hlavná 12',
      city: 'Bratislava',
      zip: '811 01',
      country: 'sk',
      buyer: 'company',
      company: { name: 'Bežec s.r.o.', businessId: '50123456', taxId: '', vatNumber: 'SK2120123456' },
    });
    // Consents are the buyer's to give, never the profile's.
    expect(filled.termsAccepted).toBe(false);
    expect(filled.marketingConsent).toBe(false);
  });

  it('keeps every field the buyer typed, and fills only the blank ones', () => {
    const typed: ContactFormValues = { ...emptyContactForm('sk'), email: 'ina@adresa.sk', phone: '0905 111 222' };
    const filled = prefillContact(typed, WITH_COMPANY);
    expect(filled.email).toBe('ina@adresa.sk');
    expect(filled.phone).toBe('0905 111 222');
    expect(filled.firstname).toBe('Jana');
    // Something was typed already: a buyer who may be ordering privately is not switched to company.
    expect(filled.buyer).toBe('person');
    expect(filled.company.name).toBe('Bežec s.r.o.');
  });

  it('fills the address whole or not at all: a started address is the buyer’s', () => {
    const started: ContactFormValues = { ...emptyContactForm('sk'), city: 'Košice' };
    const filled = prefillContact(started, JANA);
    expect([filled.street, filled.city, filled.zip]).toEqual(['', 'Košice', '']);
  });

  it('leaves a form the cart kept as it is', () => {
    const kept = {
      ...emptyContactForm('sk'),
      ...CHECKOUT.contact,
      company: { ...COMPANY, name: 'Iná s.r.o.', taxId: '', vatNumber: '' },
    };
    const form = {
      ...kept,
      differentDelivery: true,
      deliveryAddress: kept.deliveryAddress ?? emptyContactForm('sk').deliveryAddress,
    };
    expect(prefillContact(form, WITH_COMPANY)).toEqual(form);
  });
});

describe('deliveryAddressChoices', () => {
  it('offers the saved addresses, then the profile’s own one when it is whole', () => {
    expect(deliveryAddressChoices(JANA)).toEqual([
      {
        id: 'saved-31',
        saved: true,
        address: { firstname: 'Eva', surname: 'Malá', street: 'Nová 3', city: 'Trnava', zip: '917 01', country: 'sk' },
      },
      {
        id: 'profile',
        saved: false,
        address: {
          firstname: 'Jana',
          surname: 'Nováková',
          street: 'Hlavná 12',
          city: 'Bratislava',
          zip: '811 01',
          country: 'sk',
        },
      },
    ]);
    expect(deliveryAddressChoices({ ...JANA, addresses: [], address: { street: '', city: '', zip: '' } })).toEqual([]);
  });
});

describe('the delivery page for a logged-in buyer', () => {
  const FRESH = CheckoutSchema.parse({ ...CHECKOUT, contact: null });
  const render = (checkout: unknown, profile: unknown) =>
    renderPage(
      <DeliveryScreen
        links={{ cart: '/kosik', delivery: '/doprava-a-platba', summary: '/zhrnutie', terms: null }}
        freeShippingFrom={eur(7000)}
      />,
      {
        cache: { [CHECKOUT_PATH]: checkout, [VISITOR_PATHS.profile]: profile },
        namespaces: ['checkout', 'validation', 'pickupPoints', 'account'],
      },
    );
  const fieldValue = (html: string, id: string) => /value="([^"]*)"/.exec(tagWith(html, 'id', id))?.[1];

  it('starts the empty contact form from the profile', async () => {
    const html = await render(FRESH, loggedIn());
    expect(fieldValue(html, 'checkout-email')).toBe('jana@bezec.sk');
    expect(fieldValue(html, 'checkout-surname')).toBe('Nováková');
    expect(fieldValue(html, 'checkout-street')).toBe('Hlavná 12');
  });

  it('keeps what the cart kept, and fills nothing for a guest', async () => {
    const kept = await render(CHECKOUT, loggedIn());
    expect(fieldValue(kept, 'checkout-email')).toBe('nakup@bezec.sk');
    const guest = await render(FRESH, LOGGED_OUT);
    expect(fieldValue(guest, 'checkout-email')).toBe('');
  });

  it('offers the saved addresses and the profile’s for the other delivery address', async () => {
    const html = await render(CHECKOUT, loggedIn());
    expect(html).toMatch(/<label for="checkout-saved-address"[^>]*>Vyplniť uloženou adresou<\/label>/);
    const options = [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)]
      .filter((match) => match[1] === '' || match[1]?.startsWith('saved-') || match[1] === 'profile')
      .map((match) => match[2]);
    expect(options).toEqual([
      'Vyberte adresu',
      'Eva Malá, Nová 3, 917 01 Trnava',
      'Adresa z profilu: Jana Nováková, Hlavná 12, 811 01 Bratislava',
    ]);
  });
});
