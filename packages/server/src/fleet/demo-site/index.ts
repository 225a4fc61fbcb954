/** The demo site: pure, deterministic generators and data (no server imports). */
export * from './site.js';
export * from './warehouse.js';
export * from './production.js';
export * from './catalogue.js';
