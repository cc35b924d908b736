export * from './schema/auth';
export * from './schema/rate-limits';
export * from './schema/billing';
export * from './schema/demo';
export * from './schema/study';
export * from './schema/essays';
export * from './schema/research';
export * from './schema/mail';
