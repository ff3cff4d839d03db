export * from './domains';
export * from './locales';
export * from './routes';
export * from './segments';
