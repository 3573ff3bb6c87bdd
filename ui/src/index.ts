export * from './toast';
