/**
 * The rules browser code imports (`@stride/rules/browser`): every rule but the zod-based ones
 * (filter-env parses the environment, validation holds form schemas), so that no client bundle
 * carries zod. The package index adds those two for the api and the server side.
 */
export * from './cart-sums';
export * from './checkout-choices';
export * from './consent-cookie';
export * from './constants';
export * from './coupons';
export * from './credits';
export * from './filter-catalogue';
export * from './filter-path';
export * from './filter-values';
export * from './gift-vouchers';
export * from './html-text';
export * from './images';
export * from './isic';
export * from './listing-robots';
export * from './menu';
export * from './money';
export * from './nutrition-picker';
export * from './nutrition-plan';
export * from './opening-hours';
export * from './reading-time';
export * from './reviews';
export * from './shipping';
export * from './shoe-finder';
export * from './validation-messages';
export * from './vat';
