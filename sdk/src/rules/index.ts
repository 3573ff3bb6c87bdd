export * from './session.js';
export * from './password.js';
export * from './codes.js';
export * from './qr.js';
export * from './catalogue.js';
export * from './upload.js';
export * from './one-pixel-png.js';
