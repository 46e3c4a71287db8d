import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BackToMyApps } from '@/components/back-to-my-apps';
import { Link } from '@/components/link';
import { Lock } from 'lucide-react';
import { APP_STATUS_LABELS, editModeOf, type AppStatus } from '@vmu/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { LoadingScreen } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAppFormApplication, type EditedApplication } from '../api/get-application';
import { usePreferredCurrency } from '../api/get-preferred-currency';
import { formValuesOf, newAppFormValues } from '../form-values';
import { useLeaveUnreadableApp } from '../hooks/use-leave-unreadable-app';
import { AppForm } from './app-form';
import type { PackageInfo } from './app-binary-section';

const NO_PACKAGE: PackageInfo = { version: null, appName: null, iconDataUrl: null };

export const editAppPath = (appId: string) =>
  `${paths.createApp}?edit=${encodeURIComponent(appId)}`;

function ScreenHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className="grid gap-2">
      <title>{`${title} · VMU Pro Developers`}</title>
      <BackToMyApps />
      <h1 className="text-2xl font-semibold wrap-anywhere sm:text-3xl">{title}</h1>
      <p className="text-muted-foreground">{subtitle}</p>
    </div>
  );
}

/** What the edit URL says under the title, by the app's state. */
function subtitleOf(status: AppStatus): string {
  switch (status) {
    case 'DRAFT':
      return 'Change the draft, then save it or submit it for review.';
    case 'REJECTED':
      return 'Fix what the review asked for, then submit it again.';
    case 'SUBMITTED':
      return 'Locked while it is under review.';
    case 'LIVE':
      return 'Published: only its price can change.';
    case 'SUSPENDED':
      return 'Suspended by staff: only its price can change.';
  }
}

/** Why an app outside DRAFT and REJECTED opens no form, and what to do instead. */
export function lockedReason(app: Pick<EditedApplication, 'appName' | 'status'>): string {
  const name = `"${app.appName}"`;
  switch (app.status) {
    case 'SUBMITTED':
      return `${name} is under review, so its details are locked until staff decide. To change something now, withdraw it from review: choose Withdraw in its card's menu in My Apps. It becomes a draft you can edit and submit again.`;
    case 'LIVE':
      return `${name} is published, so its details are locked: the store shows them. Only its price can change: choose Edit Price in its card's menu in My Apps. To change anything else, unpublish it there first (Unpublish); it becomes a draft you can edit and submit for review again.`;
    case 'SUSPENDED':
      return `${name} has been suspended by staff, so its details are locked. Only its price can change: choose Edit Price in its card's menu in My Apps. To change anything else, unpublish it there first (Unpublish); it becomes a draft you can edit and submit for review again.`;
    default:
      return `${name} is ${APP_STATUS_LABELS[app.status]}.`;
  }
}

function NotEditable({ app }: { app: EditedApplication }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-start gap-3 p-6 pt-6">
        <Lock className="size-8 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">
          {app.status === 'SUBMITTED' ? 'Locked while under review' : 'Locked while published'}
        </h2>
        <p className="wrap-anywhere text-muted-foreground">{lockedReason(app)}</p>
        <Button asChild>
          <Link to={paths.apps}>Go to My Apps</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** A rejected app's review outcome, at the top of its form: what staff asked to fix. */
function RejectionReason({ reason }: { reason: string }) {
  return (
    <Alert variant="destructive">
      <div className="grid gap-1">
        <h2 className="font-semibold">Rejected in review: what to fix</h2>
        <p className="whitespace-pre-line wrap-anywhere">{reason}</p>
      </div>
    </Alert>
  );
}

function EditApp({ appId }: { appId: string }) {
  const query = useAppFormApplication(appId);
  const app = query.data;
  const initialValues = useMemo(() => (app ? formValuesOf(app) : null), [app]);

  useLeaveUnreadableApp(query);

  if (query.isPending) return <LoadingScreen label="Loading app..." />;
  if (!app || !initialValues) return null;
  const editable = editModeOf(app.status) === 'form';
  return (
    <>
      <ScreenHeader
        title={editable ? `Edit ${app.appName}` : app.appName}
        subtitle={subtitleOf(app.status)}
      />
      {/* A rejected app saved as a draft keeps the reason until it is submitted again. */}
      {editable && app.rejectionReason ? <RejectionReason reason={app.rejectionReason} /> : null}
      {editable ? (
        <AppForm
          appId={appId}
          initialValues={initialValues}
          initialPackage={{ ...NO_PACKAGE, version: app.extractedVersion ?? null }}
          bundleIdentifierFixed={app.bundleIdentifierFixed}
          onCreated={() => {}}
        />
      ) : (
        <NotEditable app={app} />
      )}
    </>
  );
}

/** /apps/create and /apps/create?edit={appId} (docs/product.md, "App form"). */
export function AppFormScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const editId = params.get('edit');
  // A draft created here moves the URL to ?edit={id}; the same form stays (no reload) and
  // saves from then on update that app. A later plain /apps/create starts a fresh form.
  const [session, setSession] = useState<{
    round: number;
    createdId: string | null;
    /** Whether the URL has moved to the created app's (navigation renders after the state). */
    moved: boolean;
  }>({ round: 0, createdId: null, moved: false });
  if (session.createdId && !session.moved && editId === session.createdId) {
    setSession({ ...session, moved: true });
  }
  if (session.createdId && session.moved && !editId) {
    setSession({ round: session.round + 1, createdId: null, moved: false });
  }

  // A new app starts in the developer's preferred currency (decision 0057).
  const preferredCurrency = usePreferredCurrency();

  if (editId && editId !== session.createdId) {
    return (
      <div className="mx-auto grid w-full max-w-4xl gap-6">
        <EditApp key={editId} appId={editId} />
      </div>
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <ScreenHeader
        title={session.createdId ? 'Edit App' : 'Create New App'}
        subtitle="Describe your app, upload its package and assets, then submit it for review."
      />
      {preferredCurrency.isPending ? (
        <LoadingScreen />
      ) : (
        <AppForm
          key={`new-${session.round}`}
          appId={session.createdId}
          initialValues={newAppFormValues(preferredCurrency.data)}
          initialPackage={NO_PACKAGE}
          onCreated={(appId) => {
            setSession((current) => ({ ...current, createdId: appId, moved: false }));
            void navigate(editAppPath(appId), { replace: true });
          }}
        />
      )}
    </div>
  );
}
