export * from './client.js';
export * from './conventions.js';
export * from './headers.js';
export { operations, type OperationId } from './operations.js';
export type { components, operations as Contract, paths } from './schema.js';
export * as rules from './rules/index.js';
