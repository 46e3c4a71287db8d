import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/**
 * The portal's logo and name, linking home; every header starts with it. `compactOnPhones`
 * hides 'Developers' visually below 640 px (screen readers still hear it) so the header's
 * buttons fit beside it.
 */
export function HomeLogoLink({ compactOnPhones = false }: { compactOnPhones?: boolean }) {
  return (
    <Link to={paths.home} className="flex shrink-0 items-center gap-2 font-semibold">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span>
        VMU Pro{' '}
        <span className={cn('text-primary', compactOnPhones && 'sr-only sm:not-sr-only')}>
          Developers
        </span>
      </span>
    </Link>
  );
}
