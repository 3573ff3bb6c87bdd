import { Image } from '@storefront/ui';
import { assetUrl } from '../../shared/asset';
import type { CaseDetail } from './cases-data';

/** The uploader value that marks an upload by the brand itself (catalogue.md §2). */
export const BRAND_POSITION = 'Brand';

/** The uploader row: photo, name, position (a brand icon for 'Brand') next to the level name. */
export function Uploader({ info }: { info: CaseDetail['user_info'] }) {
  const isBrand = info.position === BRAND_POSITION;
  const name = [info.first_name, info.last_name].filter(Boolean).join(' ');
  return (
    <section className="sf-catalogue__section sf-uploader" aria-label="Uploaded by">
      <span className="sf-uploader__photo">
        <Image src={assetUrl(info.headimg)} alt="" ratio={1} />
      </span>
      <div>
        <p className="sf-uploader__name">{name}</p>
        <p className="sf-catalogue__muted sf-uploader__meta">
          {isBrand ? (
            <span className="sf-uploader__brand">
              <svg viewBox="0 0 24 24" width="14" height="14" role="img" aria-label="Brand" focusable="false">
                <path d="M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z" fill="currentColor" />
              </svg>
              <span aria-hidden="true">Brand</span>
            </span>
          ) : (
            <span>{info.position}</span>
          )}
          {info.level_name && <span>{info.level_name}</span>}
        </p>
      </div>
    </section>
  );
}
