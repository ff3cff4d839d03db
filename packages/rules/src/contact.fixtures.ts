/**
 * A buyer's contact form as a shopper in the Slovak shop fills it in: the api's tests and the orders
 * bench make their carts ready to order with it.
 */
export const SLOVAK_BUYER = {
  email: 'anna.novakova@example.sk',
  firstname: 'Anna',
  surname: 'Nováková',
  phone: '+421 903 123 456',
  street: 'Hlavná 12',
  city: 'Bratislava',
  zip: '81101',
  country: 'sk',
  buyer: 'person',
  termsAccepted: true,
} as const;
