export * from './types';
export * from './limits';
export * from './numbers';
export * from './booking';
export * from './text';
export * from './passwords';
