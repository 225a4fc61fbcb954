export * from './site.js';
export { readLifDocument, type LifDocumentIn } from './read.js';
export { siteOfLif, LIF_MM_PER_UNIT } from './import-site.js';
export { lifOfSite, LIF_VERSION } from './export-site.js';
