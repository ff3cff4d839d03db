export * from './browser';
export * from './filter-env';
export * from './validation';
