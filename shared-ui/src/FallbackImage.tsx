import { useState, type ImgHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import './locales/i18n';
import { NOT_FOUND_PICTURE } from './notFoundPicture';

/** The size of the motorcycle pictures the api ships; set on every picture so nothing moves. */
export const MOTORCYCLE_PICTURE = { width: 400, height: 280 } as const;

interface FallbackImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'onError'
> {
  /** The picture's address; empty means there is none, and the placeholder shows at once. */
  src: string;
  alt: string;
  /** What the placeholder says to someone who cannot see it. */
  fallbackAlt: string;
}

/**
 * A picture that turns into a placeholder (a drawing shipped with the code and the words 'Image
 * not available') when its address fails to load: a dead link, a server that is down. The
 * placeholder takes the picture's place and class, so the layout does not move.
 */
export function FallbackImage({ src, alt, fallbackAlt, className, ...img }: FallbackImageProps) {
  const { t } = useTranslation('ui');
  // Remembering which src failed (rather than a flag) lets a new src try again with no effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = (base: string) => (className ? `${base} ${className}` : base);
  if (!src || failedSrc === src) {
    return (
      <span
        className={classes('fallback-image fallback-image--missing')}
        role="img"
        aria-label={fallbackAlt}
      >
        <img className="fallback-image__drawing" src={NOT_FOUND_PICTURE} alt="" />
        <span className="fallback-image__caption">{t('imageMissing')}</span>
      </span>
    );
  }
  return (
    <img
      {...img}
      className={classes('fallback-image')}
      src={src}
      alt={alt}
      onError={() => setFailedSrc(src)}
    />
  );
}
