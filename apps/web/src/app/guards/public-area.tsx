import { Suspense } from 'react';
import { PublicLayout, SignedOutLinks } from '@/components/layouts/public-layout';
import { lazyWithQueries } from '../with-queries';

// The header's account links read the viewer through TanStack Query, loaded after the page is
// on screen; until then they are the signed-out links, as while the viewer is being fetched.
const AccountLinks = lazyWithQueries(() =>
  import('./public-account-links').then((module) => module.PublicAccountLinks),
);

/** The public layout, its header told whether the visitor is signed in. */
export function PublicArea() {
  return (
    <PublicLayout
      account={
        <Suspense fallback={<SignedOutLinks />}>
          <AccountLinks />
        </Suspense>
      }
    />
  );
}
