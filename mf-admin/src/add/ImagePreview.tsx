import { useEffect, useState } from 'react';
import { resolveAssetUrl } from 'shared-auth';
import { FallbackImage } from '../ui/FallbackImage';
import { isImageLink } from 'shared-domain';

/** How long typing must pause before the preview fetches the address. */
export const PREVIEW_DELAY_MS = 300;

/** The address to preview once the admin stops typing; '' at once when the field is emptied. */
function useSettledLink(link: string): string {
  const [settled, setSettled] = useState(link);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(link), link === '' ? 0 : PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [link]);
  return link === '' ? '' : settled;
}

/** A live preview of the image link, or the not-found picture when the address fails to load. */
export function ImagePreview({ link, id }: { link: string; id: string }) {
  const settled = useSettledLink(link.trim());
  const showImage = settled !== '' && isImageLink(settled);
  return (
    <figure className="image-preview" id={id}>
      <div className="image-preview__frame">
        {showImage ? (
          <FallbackImage
            className="image-preview__image"
            src={resolveAssetUrl(settled)}
            alt="Preview of the image link"
            fallbackAlt="No image could be loaded from the image link"
            width={400}
            height={280}
          />
        ) : (
          <p className="image-preview__empty">
            The picture appears here once the link is complete.
          </p>
        )}
      </div>
      <figcaption className="image-preview__caption">Image preview</figcaption>
    </figure>
  );
}
