import { Icon, Image } from '@storefront/ui';
import { assetUrl } from '../../shared/asset';
import type { CaseDetail } from './cases-data';
import { m } from '@storefront/sdk/i18n';

/** The uploader value that marks an upload by the brand itself (docs/product/browsing.md#cases). */
export const BRAND_POSITION = 'Brand';

/** The uploader row: photo, name, position (a brand icon for 'Brand') next to the level name. */
export function Uploader({ info }: { info: CaseDetail['user_info'] }) {
  const isBrand = info.position === BRAND_POSITION;
  const name = [info.first_name, info.last_name].filter(Boolean).join(' ');
  return (
    <section className="sf-catalogue__section sf-uploader" aria-label={m.cases_uploaded_by()}>
      <span className="sf-uploader__photo">
        <Image src={assetUrl(info.headimg)} alt="" ratio={1} />
      </span>
      <div>
        <p className="sf-uploader__name">{name}</p>
        <p className="sf-catalogue__muted sf-uploader__meta">
          {isBrand ? (
            <span className="sf-uploader__brand">
              <Icon name="star" size={14} label={m.cases_brand()} />
              <span aria-hidden="true">{m.cases_brand()}</span>
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
