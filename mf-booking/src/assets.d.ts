// webpack turns these imports into files (CSS extracted, images emitted as URLs).
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
