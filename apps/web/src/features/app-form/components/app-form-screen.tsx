import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft, Lock } from 'lucide-react';
import { APP_STATUS_LABELS, editModeOf } from '@vmu/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { LoadingScreen } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useAppFormApplication, type EditedApplication } from '../api/get-application';
import { EMPTY_FORM_VALUES, formValuesOf } from '../form-values';
import { serverMessageOf } from '../save-failure';
import { AppForm } from './app-form';
import type { PackageInfo } from './app-binary-section';

export const LOAD_FAILED = 'Failed to load app data. Please try again.';
const NO_PACKAGE: PackageInfo = { version: null, appName: null, iconDataUrl: null };

export const editAppPath = (appId: string) =>
  `${paths.createApp}?edit=${encodeURIComponent(appId)}`;

function BackToMyApps() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 w-fit">
      <Link to={paths.apps}>
        <ArrowLeft aria-hidden="true" />
        Back to My Apps
      </Link>
    </Button>
  );
}

function ScreenHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className="grid gap-2">
      <title>{`${title} · VMU Pro Developers`}</title>
      <BackToMyApps />
      <h1 className="text-2xl font-semibold break-words sm:text-3xl">{title}</h1>
      <p className="text-muted-foreground">{subtitle}</p>
    </div>
  );
}

/** Why an app outside DRAFT and REJECTED opens no form, and where its actions are. */
function NotEditable({ app }: { app: EditedApplication }) {
  const label = APP_STATUS_LABELS[app.status];
  const price = editModeOf(app.status) === 'price';
  return (
    <Card>
      <CardContent className="flex flex-col items-start gap-3 p-6 pt-6">
        <Lock className="size-8 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">This app cannot be edited here</h2>
        <p className="text-muted-foreground">
          {price
            ? `"${app.appName}" is ${label}. Only its price can change: use Edit Price on its card in My Apps.`
            : `"${app.appName}" is ${label}. To change it, withdraw it from review in My Apps first.`}
        </p>
        <Button asChild>
          <Link to={paths.apps}>Go to My Apps</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function EditApp({ appId }: { appId: string }) {
  const navigate = useNavigate();
  const query = useAppFormApplication(appId);
  const app = query.data;
  const initialValues = useMemo(() => (app ? formValuesOf(app) : null), [app]);

  useEffect(() => {
    if (!query.isError) return;
    // Not found (another developer's app, a deleted one) is expected; anything else is kept.
    if (serverMessageOf(query.error) === undefined) console.error(LOAD_FAILED, query.error);
    toast.error(LOAD_FAILED);
    navigate(paths.apps, { replace: true });
  }, [query.isError, query.error, navigate]);

  if (query.isPending) return <LoadingScreen label="Loading app..." />;
  if (!app || !initialValues) return null;
  const editable = editModeOf(app.status) === 'form';
  return (
    <>
      <ScreenHeader
        title={editable ? `Edit ${app.appName}` : app.appName}
        subtitle={
          app.status === 'REJECTED'
            ? 'Fix what the review asked for, then submit it again.'
            : 'Change the draft, then save it or submit it for review.'
        }
      />
      {editable ? (
        <AppForm
          appId={appId}
          initialValues={initialValues}
          initialPackage={{ ...NO_PACKAGE, version: app.extractedVersion ?? null }}
          onCreated={() => {}}
        />
      ) : (
        <NotEditable app={app} />
      )}
    </>
  );
}

/** /apps/create and /apps/create?edit={appId} (SPEC section 2, Create / edit app). */
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
      <AppForm
        key={`new-${session.round}`}
        appId={session.createdId}
        initialValues={EMPTY_FORM_VALUES}
        initialPackage={NO_PACKAGE}
        onCreated={(appId) => {
          setSession((current) => ({ ...current, createdId: appId, moved: false }));
          navigate(editAppPath(appId), { replace: true });
        }}
      />
    </div>
  );
}
