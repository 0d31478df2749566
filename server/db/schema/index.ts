export * from './auth';
export * from './customers';
export * from './lookups';
export * from './settings';
export * from './notifications';
export * from './shippers';
export * from './prices';
export * from './entity-permissions';
