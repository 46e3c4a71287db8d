import { useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/cn';

// The widths the screenshots are shown at, for the browser to pick their display copies
// (decision 0037). The large one fills the page's main column: the page less its padding, and
// from lg less the 20rem aside and the gap-10 beside it. A thumbnail is w-14, sm:w-24.
const SHOWN_SIZES =
  '(min-width: 72rem) 47.5rem, (min-width: 64rem) calc(100vw - 24.5rem), calc(100vw - 2rem)';
const THUMBNAIL_SIZES = '(min-width: 40rem) 6rem, 3.5rem';

/**
 * An app's web screenshots: one large, the others as thumbnails to pick from. Previous and Next
 * go round; the thumbnails are one toolbar, a single Tab stop, where the arrow keys, Home and
 * End move the choice and the focus.
 */
export function ScreenshotGallery({
  appName,
  urls,
  srcSets,
}: {
  appName: string;
  urls: string[];
  /** The srcset of each screenshot's display copies, in the order of `urls`. */
  srcSets: string[];
}) {
  const [shown, setShown] = useState(0);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const count = urls.length;
  const current = urls[shown] ?? urls[0];
  if (!current) return null;
  const nameOf = (index: number) => `Screenshot ${index + 1} of ${count}`;
  const show = (index: number) => setShown((index + count) % count);

  function moveWithKeys(event: KeyboardEvent<HTMLDivElement>) {
    const target = {
      ArrowRight: shown + 1,
      ArrowDown: shown + 1,
      ArrowLeft: shown - 1,
      ArrowUp: shown - 1,
      Home: 0,
      End: count - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const index = (target + count) % count;
    setShown(index);
    thumbnails.current[index]?.focus();
  }

  return (
    <div className="grid gap-3">
      <figure className="overflow-hidden rounded-xl border border-border bg-muted">
        <img
          srcSet={srcSets[shown]}
          sizes={srcSets[shown] ? SHOWN_SIZES : undefined}
          src={current}
          alt={`${appName}, ${nameOf(shown).toLowerCase()}`}
          width={1280}
          height={720}
          loading="lazy"
          className="aspect-video w-full object-contain"
        />
      </figure>
      {count > 1 ? (
        <>
          <div
            role="toolbar"
            aria-label="Screenshots"
            onKeyDown={moveWithKeys}
            className="flex flex-wrap justify-center gap-2"
          >
            {urls.map((url, index) => (
              <button
                key={url}
                type="button"
                ref={(element) => {
                  thumbnails.current[index] = element;
                }}
                aria-label={nameOf(index)}
                aria-pressed={index === shown}
                // One stop on Tab for all the thumbnails (the arrow keys move among them).
                tabIndex={index === shown ? 0 : -1}
                onClick={() => setShown(index)}
                className={cn(
                  'block overflow-hidden rounded-md border-2 transition-opacity',
                  index === shown
                    ? 'border-primary'
                    : 'border-transparent opacity-75 hover:opacity-100',
                )}
              >
                <img
                  srcSet={srcSets[index]}
                  sizes={srcSets[index] ? THUMBNAIL_SIZES : undefined}
                  src={url}
                  alt=""
                  width={96}
                  height={54}
                  loading="lazy"
                  className="aspect-video w-14 object-cover sm:w-24"
                />
              </button>
            ))}
          </div>
          <div className="flex items-center justify-between gap-3">
            <button
              type="button"
              onClick={() => show(shown - 1)}
              aria-label="Previous screenshot"
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <ChevronLeft aria-hidden="true" /> Previous
            </button>
            <p aria-live="polite" className="text-sm text-muted-foreground">
              {nameOf(shown)}
            </p>
            <button
              type="button"
              onClick={() => show(shown + 1)}
              aria-label="Next screenshot"
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              Next <ChevronRight aria-hidden="true" />
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}
