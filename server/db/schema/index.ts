export * from './auth';
export * from './customers';
export * from './lookups';
export * from './settings';
export * from './notifications';
