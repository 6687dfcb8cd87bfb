export * from './client/index';
export * from './constants';
export * from './contract';
export * from './filters/index';
export * from './format/index';
export * from './sample/index';
export * from './schemas/index';
export * from './state/index';
