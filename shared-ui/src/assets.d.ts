// webpack turns these imports into files (CSS extracted).
declare module '*.css';
