import { type Profile, ProfileSchema, type User } from '@stride/contract';

/** A Slovak shopper's profile as the api would answer it, written by hand for the account's tests. */
export const JANA: User = {
  firstname: 'Jana',
  surname: 'Nováková',
  fullName: 'Jana Nováková',
  email: 'jana@bezec.sk',
  phone: '+421 903 123 456',
  countryId: 'sk',
  parameters: [],
  params: {},
  company: null,
  dateOfBirth: '1990-05-07',
  address: { street: 'Hlavná 12', city: 'Bratislava', zip: '811 01' },
  addresses: [
    { id: 31, firstname: 'Eva', surname: 'Malá', street: 'Nová 3', city: 'Trnava', zip: '917 01', country: 'sk' },
  ],
  newsletter: false,
  emailVerified: true,
  hasPassword: true,
};

export const loggedIn = (user: Partial<User> = {}): Profile =>
  ProfileSchema.parse({ isLoggedIn: true, user: { ...JANA, ...user } });

export const LOGGED_OUT: Profile = { isLoggedIn: false, user: null };

export const LINKS = {
  home: '/',
  login: '/prihlasenie',
  registration: '/registracia',
  logout: '/odhlasenie',
  forgottenPassword: '/zabudnute-heslo',
  profile: '/ucet/profil',
  settings: '/ucet/nastavenia',
  orders: '/ucet/objednavky',
  order: '/ucet/objednavky/:id',
  credits: '/ucet/kredity',
  cart: '/kosik',
};
