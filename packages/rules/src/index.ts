export * from './constants';
export * from './images';
export * from './menu';
export * from './money';
export * from './reviews';
export * from './shipping';
export * from './validation';
export * from './vat';
