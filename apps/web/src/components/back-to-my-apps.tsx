import { ArrowLeft } from 'lucide-react';
import { Link } from '@/components/link';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The way back from an app's screens (its form, its update, its history) to My Applications. */
export function BackToMyApps() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 w-fit">
      <Link to={paths.apps}>
        <ArrowLeft aria-hidden="true" />
        Back to My Apps
      </Link>
    </Button>
  );
}
