import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VideoPlayer } from './VideoPlayer';

describe('the video player', () => {
  afterEach(cleanup);

  it('plays the file in place: controls, inline, metadata only, the poster and a name', () => {
    const { container } = render(
      <VideoPlayer src="/cdn/video/room-tour.webm" poster="/cdn/img/room/a.svg" label="Video of Casa Mar" />,
    );
    const video = container.querySelector('video')!;
    expect(video.getAttribute('aria-label')).toBe('Video of Casa Mar');
    expect(video.getAttribute('src')).toBe('/cdn/video/room-tour.webm');
    expect(video.getAttribute('poster')).toBe('/cdn/img/room/a.svg');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(container.querySelector('.sf-video')).toBeTruthy();
  });

  it('says so and links the file when it cannot be played', () => {
    const { container } = render(<VideoPlayer src="/cdn/video/gone.webm" poster="" label="Video" />);
    expect(container.querySelector('video')!.hasAttribute('poster')).toBe(false);
    fireEvent.error(container.querySelector('video')!);
    expect(screen.getByRole('alert').textContent).toContain('This video cannot be played here.');
    expect(screen.getByRole('link', { name: 'Open the video' }).getAttribute('href')).toBe('/cdn/video/gone.webm');
    expect(container.querySelector('video')).toBeNull();
  });
  it('offers caption tracks when the content has them, the first shown by default', () => {
    const { container } = render(
      <VideoPlayer
        src="/cdn/video/room-tour.webm"
        poster=""
        label="Video"
        captions={[
          { src: '/cdn/video/room-tour.en.vtt', srcLang: 'en', label: 'English' },
          { src: '/cdn/video/room-tour.fr.vtt', srcLang: 'fr', label: 'Français' },
        ]}
      />,
    );
    const tracks = Array.from(container.querySelectorAll('track'));
    expect(tracks.map((t) => [t.getAttribute('kind'), t.getAttribute('srclang'), t.hasAttribute('default')])).toEqual([
      ['captions', 'en', true],
      ['captions', 'fr', false],
    ]);
  });
});
