import { UserRound } from 'lucide-react';
import { roleOf } from '@vmu/domain';
import { PlaceholderPage } from '@/components/placeholder-page';
import { useViewer } from '@/features/viewer/api/get-viewer';
import { providerLabels } from '@/features/viewer/provider';

const roleLabels = { admin: 'Admin', developer: 'Developer', customer: 'Store account' } as const;

export function Component() {
  const { data: viewer } = useViewer();
  return (
    <PlaceholderPage title="Profile" icon={UserRound}>
      {viewer ? (
        <dl className="mx-auto mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-left text-foreground">
          <dt className="font-medium text-muted-foreground">Name</dt>
          <dd className="min-w-0 wrap-anywhere">{viewer.name}</dd>
          <dt className="font-medium text-muted-foreground">Email</dt>
          <dd className="min-w-0 break-all">{viewer.email}</dd>
          <dt className="font-medium text-muted-foreground">Signed in with</dt>
          <dd>{providerLabels[viewer.provider]}</dd>
          <dt className="font-medium text-muted-foreground">Role</dt>
          <dd>{roleLabels[roleOf(viewer)]}</dd>
        </dl>
      ) : null}
      <p>Editing your profile comes in a later release.</p>
    </PlaceholderPage>
  );
}
