import { Image } from '@storefront/ui';
import { assetUrl } from '../../shared/asset';

/** The user's picture, or their initials on the brand colour while there is none. */
export function Avatar({ src, name, size = 64 }: { src: string; name: string; size?: number }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
  return (
    <span className="sf-person__avatar" style={{ width: size, height: size }}>
      {src ? (
        <Image src={assetUrl(src)} alt="" ratio={1} lazy={false} />
      ) : (
        <span aria-hidden="true">{initials || '?'}</span>
      )}
    </span>
  );
}
