/** Resource manifests: one contract for the generic list routes and the generic console page. */
export * from './resources/types.js';
export * from './resources/check.js';
export * from './resources/system.js';
export * from './resources/systemExtra.js';
export * from './resources/api.js';
export * from './resources/notices.js';
export * from './resources/jobs.js';
export * from './resources/logs.js';
export * from './resources/agvRecords.js';
export * from './resources/agvTasks.js';
export * from './resources/agvVehicles.js';
export * from './resources/agvSite.js';
export * from './resources/lineside.js';
export * from './resources/warehouse.js';
export * from './resources/schemas.js';
