// The public entry of @ark/core: one module per concept. Test factories are `@ark/core/testing`.
export * from './address';
export * from './board-summary';
export * from './client';
export * from './contract';
export * from './filters';
export * from './format';
export * from './reducer';
export * from './sample';
export * from './schemas';
export * from './selectors';
export * from './state';
export * from './wire';
export * from './wording';
