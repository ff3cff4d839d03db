import type { User } from '@stride/contract';
import { CONTACT_COUNTRIES, type ContactCountry } from '@stride/rules';
import type { ContactFormValues } from './contact-form-model';

/**
 * A logged-in buyer's contact form starts from their profile (issue 13): what the profile has fills
 * what the form leaves blank, and nothing the buyer typed (or the cart kept) is overwritten. The
 * address and the company are filled whole or not at all, so no address mixes the buyer's street
 * with the profile's town.
 */

const blank = (value: string) => value.trim() === '';

const isCountry = (value: string | null): value is ContactCountry =>
  (CONTACT_COUNTRIES as readonly (string | null)[]).includes(value);

/** Nothing typed yet: every text of the contact and its company is blank. */
function isBlankForm(values: ContactFormValues): boolean {
  const texts = [values.email, values.firstname, values.surname, values.phone, values.street, values.city, values.zip];
  return [...texts, ...Object.values(values.company)].every(blank);
}

export function prefillContact(values: ContactFormValues, user: User): ContactFormValues {
  const next: ContactFormValues = { ...values };
  if (blank(next.email)) next.email = user.email;
  if (blank(next.firstname)) next.firstname = user.firstname;
  if (blank(next.surname)) next.surname = user.surname;
  if (blank(next.phone)) next.phone = user.phone;

  const { street, city, zip } = user.address;
  if ([next.street, next.city, next.zip].every(blank) && ![street, city, zip].some(blank)) {
    Object.assign(next, { street, city, zip }, isCountry(user.countryId) ? { country: user.countryId } : {});
  }

  if (user.company && Object.values(next.company).every(blank)) {
    next.company = {
      name: user.company.name,
      businessId: user.company.businessId ?? '',
      taxId: user.company.taxId ?? '',
      vatNumber: user.company.vatNumber ?? '',
    };
    // A buyer who already chose "private person" and typed their details keeps that choice.
    if (isBlankForm(values)) next.buyer = 'company';
  }
  return next;
}

/** An address the buyer can have the parcel brought to, as the profile keeps it. */
export type DeliveryAddressChoice = {
  id: string;
  /** False for the profile's own address, which the page names as such. */
  saved: boolean;
  address: ContactFormValues['deliveryAddress'];
};

/** The profile's saved delivery addresses, then its own address when it is whole and in one of our countries. */
export function deliveryAddressChoices(user: User): DeliveryAddressChoice[] {
  const choices: DeliveryAddressChoice[] = user.addresses.map(({ id, ...address }) => ({
    id: `saved-${id}`,
    saved: true,
    address,
  }));
  const { street, city, zip } = user.address;
  if (![street, city, zip, user.firstname, user.surname].some(blank) && isCountry(user.countryId)) {
    choices.push({
      id: 'profile',
      saved: false,
      address: { firstname: user.firstname, surname: user.surname, street, city, zip, country: user.countryId },
    });
  }
  return choices;
}

/** One line for a choice: "Eva Malá, Nová 3, 917 01 Trnava". */
export function addressLine(address: ContactFormValues['deliveryAddress']): string {
  return `${address.firstname} ${address.surname}, ${address.street}, ${address.zip} ${address.city}`;
}
