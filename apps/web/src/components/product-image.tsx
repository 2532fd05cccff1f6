import { useState } from 'react';
import { mediaUrl } from '../lib/api-client';
import { ImageIcon } from './shop-icons';

/** A product picture that fills its box; a missing or broken one shows a neutral placeholder. */
export function ProductImage({
  src,
  alt,
  eager = false,
  className = '',
  sizes,
}: {
  src: string | null | undefined;
  alt: string;
  eager?: boolean;
  className?: string;
  sizes?: string;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  const url = mediaUrl(src);
  if (!url || broken === url)
    return (
      <span
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        className={`flex items-center justify-center bg-slate-100 text-slate-400 ${className}`}
      >
        <ImageIcon size={32} />
      </span>
    );
  return (
    <img
      src={url}
      alt={alt}
      width={600}
      height={600}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      onError={() => setBroken(url)}
      className={`bg-slate-100 object-cover ${className}`}
    />
  );
}
