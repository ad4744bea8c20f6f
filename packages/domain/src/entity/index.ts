export * from './define.js';
export * from './fields.js';
export * from './formats.js';
export * from './schemas.js';
export * from './person-dates.js';
export * from './number-range.js';
export * from './link.js';
export * from './session-decided.js';
