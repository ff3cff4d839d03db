export * from './auth';
export * from './cart';
export * from './category';
export * from './checkout';
export * from './common';
export * from './contact';
export * from './content';
export * from './credits';
export * from './filter-param';
export * from './filters';
export * from './gift-vouchers';
export * from './health';
export * from './newsletter';
export * from './order';
export * from './pickup-points';
export * from './product';
export * from './product-detail';
export * from './product-ref';
export * from './profile';
export * from './webinstance';
export * from './wishlist';

/** Header that selects the web instance explicitly; without it the Host decides. */
export const WEBINSTANCE_TOKEN_HEADER = 'webinstance-token';
export * from './search';
export * from './search-term';
export * from './stores';
