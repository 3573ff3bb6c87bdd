import { fileURLToPath } from 'node:url';
import type { Request, Response } from 'express';

/**
 * Videos of the CDN stand-in (/cdn/video/NAME.webm): short real clips (VP9 in WebM, no sound, 640x360, 5 s) made
 * once with ffmpeg by simulator/assets/video/make-videos.sh and kept in the repository. The seed points every video
 * at one of them; the app shows them in a <video> with the preview picture as its poster.
 */
export const VIDEO_FILES = ['room-tour.webm', 'tile-pattern.webm'] as const;

/** The folder of the clips: simulator/assets/video, two levels up from src/stand-ins/ and dist/stand-ins/ alike. */
export const VIDEO_DIR = fileURLToPath(new URL('../../assets/video/', import.meta.url));

const known = new Set<string>(VIDEO_FILES);

function notFound(res: Response): void {
  res.status(404).type('text/plain').set('Cache-Control', 'no-store').send('Not found');
}

/**
 * Answers a clip with its type and a year's caching; Range requests get 206 with the part (send's own handling, so
 * a <video> can seek), an unknown name or a failure a plain-text 404, never a stack trace.
 */
export function serveCdnVideo(req: Request, res: Response): void {
  const file = String(req.params.file);
  if (!known.has(file)) {
    notFound(res);
    return;
  }
  res.sendFile(
    file,
    {
      root: VIDEO_DIR,
      acceptRanges: true,
      lastModified: false,
      dotfiles: 'deny',
      headers: {
        'Content-Type': 'video/webm',
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    },
    (error?: Error & { status?: number }) => {
      if (!error) return;
      if (res.headersSent) {
        // The client went away mid-file (a <video> often drops a range it no longer needs), or the read failed:
        // the answer cannot change any more, so it is only closed.
        if (!res.writableEnded) res.destroy();
        return;
      }
      if (error.status === 416) {
        // send has set Content-Range: bytes */SIZE already.
        // send has also set the clip's year of caching: a refusal must not be kept.
        res.status(416).type('text/plain').set('Cache-Control', 'no-store').send('Range not satisfiable');
        return;
      }
      notFound(res);
    },
  );
}
