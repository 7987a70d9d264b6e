import { useState, type ImgHTMLAttributes } from 'react';
import { NOT_FOUND_IMAGE } from './notFoundImage';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> {
  src: string;
  alt: string;
  /** What the placeholder says to someone who cannot see it. */
  fallbackAlt: string;
}

/** An image that turns into the shipped not-found picture when its URL fails to load. */
export function FallbackImage({ src, alt, fallbackAlt, ...rest }: Props) {
  // Remembering which src failed (rather than a flag) lets a new src try again with no effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  return (
    <img
      {...rest}
      src={failed ? NOT_FOUND_IMAGE : src}
      alt={failed ? fallbackAlt : alt}
      data-broken={failed || undefined}
      onError={() => setFailedSrc(src)}
    />
  );
}
