import type { CheckoutContact, DeliveryKind } from '@stride/contract';
import type { ContactCountry } from '@stride/rules';
import { fieldControlId } from '@/components/common/form-errors';

/**
 * The contact form's values as the buyer types them (every field a string or a tick), and how they
 * become what @stride/rules' contactSchema and POST /cart/contact take.
 */

export type AddressValues = { street: string; city: string; zip: string; country: ContactCountry };

export type ContactFormValues = AddressValues & {
  email: string;
  firstname: string;
  surname: string;
  phone: string;
  note: string;
  buyer: 'person' | 'company';
  company: { name: string; businessId: string; taxId: string; vatNumber: string };
  /** The buyer wants the parcel at another address (offered with courier delivery only). */
  differentDelivery: boolean;
  deliveryAddress: AddressValues & { firstname: string; surname: string };
  termsAccepted: boolean;
  marketingConsent: boolean;
};

/** An empty form in the shop's country; the terms and the marketing consent unticked. */
export function emptyContactForm(country: ContactCountry): ContactFormValues {
  return {
    email: '',
    firstname: '',
    surname: '',
    phone: '',
    street: '',
    city: '',
    zip: '',
    country,
    note: '',
    buyer: 'person',
    company: { name: '', businessId: '', taxId: '', vatNumber: '' },
    differentDelivery: false,
    deliveryAddress: { firstname: '', surname: '', street: '', city: '', zip: '', country },
    termsAccepted: false,
    marketingConsent: false,
  };
}

/** The form as the buyer left it on the cart (coming back to it), or empty. */
export function contactFormOf(contact: CheckoutContact | null, country: ContactCountry): ContactFormValues {
  const empty = emptyContactForm(country);
  if (!contact) return empty;
  return {
    ...empty,
    email: contact.email,
    firstname: contact.firstname,
    surname: contact.surname,
    phone: contact.phone,
    street: contact.street,
    city: contact.city,
    zip: contact.zip,
    country: contact.country,
    note: contact.note,
    buyer: contact.buyer,
    company: contact.company
      ? {
          name: contact.company.name,
          businessId: contact.company.businessId,
          taxId: contact.company.taxId ?? '',
          vatNumber: contact.company.vatNumber ?? '',
        }
      : empty.company,
    differentDelivery: contact.deliveryAddress !== null,
    deliveryAddress: contact.deliveryAddress ?? empty.deliveryAddress,
    termsAccepted: contact.termsAccepted,
    marketingConsent: contact.marketingConsent,
  };
}

/**
 * What the form sends, as typed: contactSchema decides whether it is a contact (the terms unticked,
 * for one, are its message to show, not a type error here).
 */
export type ContactRequest = Omit<ContactFormValues, 'company' | 'differentDelivery' | 'deliveryAddress'> & {
  company?: ContactFormValues['company'];
  deliveryAddress: ContactFormValues['deliveryAddress'] | null;
};

/**
 * The company only for a company buyer; the other delivery address only when it is asked for and the
 * courier brings the parcel (a pickup point or store has its own address).
 */
export function contactInputOf(values: ContactFormValues, delivery: DeliveryKind | null): ContactRequest {
  const { company, differentDelivery, deliveryAddress, ...fields } = values;
  return {
    ...fields,
    ...(values.buyer === 'company' ? { company } : {}),
    deliveryAddress: differentDelivery && delivery === 'courier' ? deliveryAddress : null,
  };
}

/**
 * Every field that can carry a message, in the order the page shows them: the first with a message
 * takes the focus after a failed "continue". Names are the api's (`company.name`,
 * `deliveryAddress.zip`), so its messages land on the same fields as the form's own.
 */
export const CHECKOUT_FIELDS = [
  'delivery',
  'pickupPointId',
  'storeId',
  'payment',
  'email',
  'firstname',
  'surname',
  'phone',
  'company.name',
  'company.businessId',
  'company.taxId',
  'company.vatNumber',
  'street',
  'city',
  'zip',
  'country',
  'deliveryAddress.firstname',
  'deliveryAddress.surname',
  'deliveryAddress.street',
  'deliveryAddress.city',
  'deliveryAddress.zip',
  'deliveryAddress.country',
  'note',
  'termsAccepted',
  'marketingConsent',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

export function isCheckoutField(name: string | null): name is CheckoutField {
  return (CHECKOUT_FIELDS as readonly (string | null)[]).includes(name);
}

/** The id of a field's control (or a group's first control): what a label names and focus goes to. */
export function checkoutFieldId(field: string): string {
  return fieldControlId('checkout', field);
}
