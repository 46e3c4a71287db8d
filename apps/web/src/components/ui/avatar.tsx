import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';

/** Up to two initials of a name ('Ada Lovelace' -> 'AL'); '?' when there is no name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word?.charAt(0).toUpperCase() ?? '').join('') || '?';
}

/**
 * A round picture of the user, or their initials while it loads or when it fails. Decorative:
 * the name is always shown or announced beside it.
 */
export function Avatar({
  name,
  src,
  className,
}: {
  name: string;
  src?: string | null;
  className?: string;
}) {
  return (
    <AvatarPrimitive.Root
      aria-hidden="true"
      className={cn(
        'relative flex size-8 shrink-0 overflow-hidden rounded-full bg-muted text-xs font-semibold',
        className,
      )}
    >
      {src ? (
        <AvatarPrimitive.Image
          src={src}
          alt=""
          // The provider needs no idea which portal page its picture is shown on.
          referrerPolicy="no-referrer"
          className="aspect-square size-full object-cover"
        />
      ) : null}
      <AvatarPrimitive.Fallback className="flex size-full items-center justify-center text-muted-foreground">
        {initialsOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
