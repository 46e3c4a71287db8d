import type { ReactNode } from 'react';
import { accessRedirect } from '@vmu/domain';
import { LoadingScreen } from '@/components/ui/spinner';
import { useViewer } from '@/features/viewer/api/get-viewer';
import { PublicArea } from './public-area';

/**
 * Layout route for pages every visitor may open (cookie settings, linked from every footer):
 * inside the main area's shell for those the main area admits (verified developers, admins),
 * in the public layout for everyone else (signed out, unverified, onboarding, under review).
 */
export function AnyVisitorArea({ mainAreaShell }: { mainAreaShell: ReactNode }) {
  const viewer = useViewer();
  if (viewer.isPending) return <LoadingScreen />;
  const user = viewer.data ?? null;
  return user && accessRedirect('main', user) === null ? mainAreaShell : <PublicArea />;
}
