import { cn } from '@/lib/cn';
import { formatPegi } from '../format';

// PEGI's own colours by age band (green 3 and 7, amber 12 and 16, red 18), in shades dark or
// light enough for their text to keep a contrast of 4.5:1.
const BAND_STYLES: Record<string, string> = {
  PEGI_3: 'bg-green-700 text-white',
  PEGI_7: 'bg-green-700 text-white',
  PEGI_12: 'bg-amber-300 text-slate-900',
  PEGI_16: 'bg-amber-300 text-slate-900',
  PEGI_18: 'bg-red-700 text-white',
};

/** An app's PEGI rating as a small badge ('PEGI 12'). */
export function PegiBadge({ rating, className }: { rating: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-md px-2 py-0.5 text-xs font-bold whitespace-nowrap',
        BAND_STYLES[rating] ?? 'border border-border text-foreground',
        className,
      )}
    >
      {formatPegi(rating)}
    </span>
  );
}
