export * from './types';
export * from './limits';
export * from './numbers';
export * from './booking';
