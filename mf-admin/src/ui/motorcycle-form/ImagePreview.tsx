import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveAssetUrl } from 'shared-auth';
import { FallbackImage, MOTORCYCLE_PICTURE } from 'shared-ui';
import { isImageLink } from 'shared-domain';

/** How long typing must pause before the preview fetches the address. */
const PREVIEW_DELAY_MS = 300;

/** The address to preview once the admin stops typing; '' at once when the field is emptied. */
function useSettledLink(link: string): string {
  const [settled, setSettled] = useState(link);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(link), link === '' ? 0 : PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [link]);
  return link === '' ? '' : settled;
}

/** A live preview of the image link, or the not-found placeholder when the address fails to load. */
export function ImagePreview({ link }: { link: string }) {
  const { t } = useTranslation('admin');
  const settled = useSettledLink(link.trim());
  const showImage = settled !== '' && isImageLink(settled);
  return (
    <figure className="admin-image-preview">
      <div className="admin-image-preview__frame">
        {showImage ? (
          <FallbackImage
            className="admin-image-preview__image"
            src={resolveAssetUrl(settled)}
            alt={t('form.preview.alt')}
            fallbackAlt={t('form.preview.failed')}
            {...MOTORCYCLE_PICTURE}
          />
        ) : (
          <p className="admin-image-preview__empty">{t('form.preview.empty')}</p>
        )}
      </div>
      <figcaption className="admin-image-preview__caption">{t('form.preview')}</figcaption>
    </figure>
  );
}
