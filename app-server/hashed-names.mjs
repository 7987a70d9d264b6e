// Which built files carry a content hash in their name (webpack's [contenthash:10], set in
// tools/build/webpack.base.cjs). A hashed name never changes content: the server caches it
// forever, and a deploy writes it first and keeps a superseded one for a grace period. Its
// brotli-compressed copy (`<file>.br`, tools/build/precompress.cjs) is named after the same hash.
const HASHED = /\.[0-9a-f]{10}\.(js|css|svg|png|jpe?g|webp|woff2?)(\.br)?$/;

/** @param {string} file a file name or path */
export function isHashed(file) {
  return HASHED.test(file);
}
