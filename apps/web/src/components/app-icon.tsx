import { useState } from 'react';
import { cn } from '@/lib/cn';

/** The app's web icon, or its name's first letter when there is none (or it fails to load). */
export function AppIcon({
  name,
  url,
  className,
}: {
  name: string;
  url: string | null | undefined;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const shape = cn('size-12 shrink-0 rounded-lg', className);
  if (url && !broken) {
    return (
      <img
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
