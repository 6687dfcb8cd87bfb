// The public entry of @ark/test-support: Node-only helpers for the workspace's tests (core's test
// factories, which any environment can load, stay in `@ark/core/testing`).
export * from './child-v8-flags';
export * from './free-port';
export * from './module-imports';
export * from './shifted-clock';
export * from './test-server';
