/**
 * The Drizzle schema of every table. Each area keeps its tables in its own
 * file here; drizzle-kit reads this index to generate SQL migrations.
 */
export {};
export * from './accounts';
export * from './catalogue';
export * from './wishlist';
export * from './ratings';
export * from './enquiries';
export * from './jobs';
export * from './commerce';
export * from './prints';
export * from './limits';
export * from './refunds';
export * from './admin';
export * from './uploads';
export * from './licences';
export * from './tax';
