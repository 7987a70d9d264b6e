import path from 'node:path';

/** The api package folder: this file sits one level below it both as src/*.ts and dist/*.js. */
export const API_ROOT = path.resolve(__dirname, '..');
export const DEFAULT_DATA_DIR = path.join(API_ROOT, 'data');
export const IMAGES_DIR = path.join(API_ROOT, 'public', 'images');
