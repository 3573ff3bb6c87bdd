import { useSignals } from '@preact/signals-react/runtime';
import { rules } from '@storefront/sdk';
import { Header, Image, NoData } from '@storefront/ui';
import { Loadable } from '../../data/Loadable';
import { useResource } from '../../data/use-resource';
import { assetUrl } from '../../shared/asset';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { queryId, useQuery } from '../catalogue/use-query';
import { VideoPlayer } from '../catalogue/VideoPlayer';
import { ShareButton } from '../share/ShareButton';
import { brandContent, type BrandContent } from './brand-data';
import { PdfViewer } from './PdfViewer';
import '../catalogue/catalogue.css';
import './brand.css';
import { m } from '@storefront/sdk/i18n';

const { image, images, video, pdf } = rules.BRAND_CONTENT_KIND;

/** /brand-detail (query id): an image, an image list, a video (played in place) or a PDF (read with pdf.js), plus share. */
export default function BrandDetailPage() {
  useSignals();
  const go = useGo();
  const id = queryId(useQuery(), 'id');
  const entry = useResource(brandContent, id || null);

  return (
    <div className="sf-catalogue">
      <Header title={entry?.data.value?.title ?? m.brand_title()} onBack={() => goBack(go)} />
      {entry ? (
        <Loadable entry={entry} errorText={m.brand_content_not_loaded()}>
          {(content) => <ContentView content={content} />}
        </Loadable>
      ) : (
        <NoData text={m.brand_content_not_loaded()} />
      )}
    </div>
  );
}

function ContentView({ content }: { content: BrandContent }) {
  return (
    <>
      <main className="sf-catalogue__main">
        <p className="sf-catalogue__muted">{content.brand_name}</p>
        {content.type === image && (
          <Image src={assetUrl(content.path)} alt={content.title} ratio={4 / 3} fit="contain" lazy={false} />
        )}
        {content.type === images && (
          <ul className="sf-brand__gallery" aria-label={m.brand_pictures()}>
            {content.img_list.map((img, i) => (
              <li key={`${i}-${img.img_path}`}>
                <Image
                  src={assetUrl(img.img_path)}
                  alt={m.brand_picture_of({ title: content.title, number: i + 1 })}
                  ratio={4 / 3}
                  lazy={i > 0}
                />
              </li>
            ))}
          </ul>
        )}
        {content.type === video && (
          <VideoPlayer
            src={assetUrl(content.path)}
            poster={assetUrl(content.preview)}
            label={m.brand_video_of({ title: content.title })}
          />
        )}
        {content.type === pdf && <PdfViewer title={content.title} url={assetUrl(content.path)} />}
        {content.content && <p>{content.content}</p>}
      </main>
      <footer className="sf-detail__footer">
        <ShareButton kind="brand" id={content.id} text={m.brand_title()} className="sf-detail__action" />
      </footer>
    </>
  );
}
