export * from './accounts';
export * from './browser';
export * from './contact';
export * from './contact-message';
export * from './filter-env';
export * from './gift-voucher-form';
export * from './payment-qr';
export * from './validation';
