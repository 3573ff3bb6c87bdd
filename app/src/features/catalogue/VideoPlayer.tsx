import { useState } from 'react';
import './video-player.css';
import { m } from '@storefront/sdk/i18n';

export interface VideoPlayerProps {
  /** The video file's URL (WebM or MP4). */
  src: string;
  /** The picture shown before it plays: the content's preview. */
  poster: string;
  /** The accessible name of the player, e.g. 'Video: Showroom tour'. */
  label: string;
  /** Caption files (WebVTT), one per language; the first is shown by default. The browser's controls switch them. */
  captions?: readonly VideoCaption[];
}

export interface VideoCaption {
  /** The .vtt file's URL. */
  src: string;
  /** BCP 47 language of the captions, e.g. 'en'. */
  srcLang: string;
  /** Shown in the player's captions menu, e.g. 'English'. */
  label: string;
}

/**
 * A video played in place: the browser's own controls, inline on phones, only its metadata fetched until it plays,
 * the preview picture as poster, in a fixed 16:9 box so nothing moves while it loads. If the file cannot be played,
 * a message and a link to the file take its place (the box keeps its size).
 */
export function VideoPlayer({ src, poster, label, captions = [] }: VideoPlayerProps) {
  const [failedSrc, setFailedSrc] = useState('');
  const failed = failedSrc === src;
  return (
    <div className="sf-video" data-state={failed ? 'error' : 'ready'}>
      {failed ? (
        <div className="sf-video__error" role="alert">
          <p>{m.catalogue_video_unplayable()}</p>
          <a href={src} target="_blank" rel="noopener noreferrer">
            {m.catalogue_open_video()}
          </a>
        </div>
      ) : (
        <video
          key={src}
          className="sf-video__media"
          src={src}
          poster={poster || undefined}
          controls
          playsInline
          preload="metadata"
          aria-label={label}
          onError={() => setFailedSrc(src)}
        >
          {captions.map((caption, index) => (
            <track
              key={caption.src}
              kind="captions"
              src={caption.src}
              srcLang={caption.srcLang}
              label={caption.label}
              default={index === 0}
            />
          ))}
        </video>
      )}
    </div>
  );
}
