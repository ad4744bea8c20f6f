/** Every table, for drizzle-kit and the typed database handle. */
export * from '../modules/auth/session.table.js';
export * from '../modules/system/menu.table.js';
export * from '../platform/tenancy/organization.table.js';
export * from '../modules/system/dictionary.table.js';
export * from '../modules/system/app-module.table.js';
export * from '../modules/system/role.table.js';
export * from '../modules/system/user.table.js';
export * from '../platform/audit/audit.table.js';
export * from '../platform/storage/upload.table.js';
export * from '../modules/campus/campus.tables.js';
export * from '../modules/device/device.table.js';
export * from '../modules/attendance/attendance-event.table.js';
export * from '../modules/attendance/attendance.tables.js';
export * from '../modules/health/health.tables.js';
export * from '../platform/jobs/job.table.js';
export * from '../platform/throttle/failed-attempt.table.js';
