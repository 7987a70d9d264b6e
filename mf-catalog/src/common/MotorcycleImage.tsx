import { useState } from 'react';
import { resolveAssetUrl } from 'shared-auth';
import { ScooterOutline } from './icons';
import './common.css';

/** The intrinsic size of the demo pictures; set on every image so nothing moves as they load. */
export const IMAGE_WIDTH = 400;
export const IMAGE_HEIGHT = 280;

interface MotorcycleImageProps {
  imageLink: string;
  name: string;
  className?: string;
  loading?: 'eager' | 'lazy';
}

/**
 * A motorcycle's picture, alt text its name. A picture that fails to load (dead link, server
 * down) is replaced by a placeholder shipped with this remote, of the same size.
 */
export function MotorcycleImage({
  imageLink,
  name,
  className = '',
  loading = 'eager',
}: MotorcycleImageProps) {
  const src = resolveAssetUrl(imageLink);
  // Remembers which address failed, so a motorcycle whose link is changed gets a fresh try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!imageLink || failedSrc === src) {
    return (
      <div
        className={`catalog-image-placeholder ${className}`}
        role="img"
        aria-label={`${name}: image not available`}
      >
        <ScooterOutline />
        <span>Image not available</span>
      </div>
    );
  }
  return (
    <img
      className={`catalog-image ${className}`}
      src={src}
      alt={name}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading={loading}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
