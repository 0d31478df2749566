export * from './rules';
export * from './password';
export * from './lookups';
export * from './site-settings';
export * from './user-account';
export * from './customer';
export * from './shipper';
export * from './prices';
