import { useState } from 'react';
import { cn } from '@/lib/cn';

/**
 * The app's web icon, or its name's first letter when there is none (or it fails to load). With
 * `srcSet` (its display-size copies) and `sizes` (the width it is shown at), the browser fetches
 * a copy the size of the slot rather than the 512-pixel original.
 */
export function AppIcon({
  name,
  url,
  srcSet,
  sizes,
  className,
}: {
  name: string;
  url: string | null | undefined;
  srcSet?: string | null;
  sizes?: string;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const shape = cn('size-12 shrink-0 rounded-lg', className);
  if (url && !broken) {
    return (
      <img
        // srcSet and sizes before src, so the browser never starts on the original first.
        srcSet={srcSet ?? undefined}
        sizes={srcSet ? sizes : undefined}
        src={url}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        onError={() => setBroken(true)}
        className={cn(shape, 'border border-border object-cover')}
      />
    );
  }
  const letter = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <div
      aria-hidden="true"
      className={cn(
        shape,
        'grid place-items-center bg-secondary text-lg font-semibold text-secondary-foreground',
      )}
    >
      {letter}
    </div>
  );
}
