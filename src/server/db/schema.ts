export * from './schema/auth';
export * from './schema/rate-limits';
export * from './schema/billing';
export * from './schema/demo';
