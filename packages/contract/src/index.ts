export * from './envelope.js';
export * from './languages.js';
export * from './constants.js';
export * from './permissions.js';
export * from './patterns.js';
export * from './api/auth.js';
export * from './api/system.js';
