import { useState } from 'react';

/**
 * A round picture with a fallback: a broken or missing image shows the fallback picture, or the
 * initials when there is none (dashboards §2: a broken brand logo falls back to a placeholder).
 */
export function Avatar({
  src,
  fallbackSrc,
  name,
  alt = '',
  size = 36,
  shape = 'circle',
}: {
  src?: string | null;
  fallbackSrc?: string;
  name: string;
  alt?: string;
  size?: number;
  shape?: 'circle' | 'rounded';
}) {
  // Every picture that failed stays failed: a broken logo and a broken placeholder must not
  // take turns for ever.
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const source = [src, fallbackSrc].find((candidate) => candidate && !failed.has(candidate));
  const radius = shape === 'circle' ? 'rounded-full' : 'rounded-lg';
  if (source) {
    return (
      <img
        src={source}
        alt={alt}
        width={size}
        height={size}
        onError={() => setFailed((broken) => new Set(broken).add(source))}
        className={`${radius} shrink-0 bg-slate-100 object-cover`}
        style={{ width: size, height: size }}
      />
    );
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden={alt ? undefined : true}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      className={`${radius} inline-flex shrink-0 items-center justify-center bg-brand-100 text-sm font-bold text-brand-900`}
      style={{ width: size, height: size }}
    >
      {initials || '?'}
    </span>
  );
}
