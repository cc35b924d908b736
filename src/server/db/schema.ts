export * from './schema/auth';
export * from './schema/rate-limits';
