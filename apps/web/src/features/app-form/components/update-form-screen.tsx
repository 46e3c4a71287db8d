import { useMemo, useState } from 'react';
import { Undo2 } from 'lucide-react';
import { hasBeenPublished, UPDATE_ONLY_FOR_PUBLISHED } from '@vmu/domain';
import { BackToMyApps } from '@/components/back-to-my-apps';
import { Link } from '@/components/link';
import { ReviewThread } from '@/components/review-thread/review-thread';
import {
  TypedConfirmationDialog,
  type ConfirmationWording,
} from '@/components/typed-confirmation-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { LoadingScreen } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import {
  useApplicationUpdate,
  type OpenUpdate,
  type UpdatedApplication,
} from '../api/get-application-update';
import { useWithdrawApplicationUpdate } from '../api/save-application-update';
import { useLeaveUnreadableApp } from '../hooks/use-leave-unreadable-app';
import { serverMessageOf } from '../save-failure';
import { updateFormValuesOf } from '../update-form-values';
import { FormSection } from './form-section';
import { UpdateForm } from './update-form';

export const WITHDRAW_UPDATE_FAILED = 'Failed to withdraw the update. Please try again.';

const WITHDRAW_UPDATE: ConfirmationWording = {
  title: 'Withdraw Update',
  action: 'Withdraw Update',
  consequence: (name) =>
    `The update of "${name}" leaves the review queue. The live version stays in the store; you can submit a new version later.`,
};

/** The conversation of an update with the reviewer, beside the form or the review state. */
function Conversation({ update, canWrite }: { update: OpenUpdate; canWrite: boolean }) {
  return (
    <FormSection
      id="conversation"
      title="Conversation"
      description="Messages between you and the reviewer about this version."
    >
      <ReviewThread
        versionId={update.id}
        messages={update.messages}
        canWrite={canWrite}
        viewerRole="DEVELOPER"
      />
    </FormSection>
  );
}

/** An update in review: its notes, its conversation and Withdraw Update (typed confirmation). */
function UpdateInReview({ app, update }: { app: UpdatedApplication; update: OpenUpdate }) {
  const withdraw = useWithdrawApplicationUpdate();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setFailure(null);
    try {
      await withdraw.mutateAsync(app.appId);
    } catch (error) {
      const message = serverMessageOf(error);
      if (message === undefined) console.error(WITHDRAW_UPDATE_FAILED, error);
      setFailure(message ?? WITHDRAW_UPDATE_FAILED);
      return;
    }
    setOpen(false);
    toast.success(`The update of "${app.appName}" has been withdrawn from review`);
  }

  return (
    <>
      <Card role="region" aria-labelledby="update-in-review-heading">
        <CardContent className="grid gap-4 p-6 pt-6">
          <h2 id="update-in-review-heading" className="text-lg font-semibold">
            {`Version ${update.versionNumber} is in review`}
          </h2>
          <p className="text-muted-foreground">
            The live version stays in the store until staff approve the update. To change the update
            now, withdraw it, then submit a new version.
          </p>
          <div className="grid gap-1 text-sm">
            <h3 className="font-medium">Release notes</h3>
            <p className="whitespace-pre-wrap wrap-anywhere">{update.releaseNotes}</p>
          </div>
          <Button
            type="button"
            variant="destructive"
            className="w-fit"
            onClick={() => {
              setFailure(null);
              setOpen(true);
            }}
          >
            <Undo2 aria-hidden="true" />
            Withdraw Update
          </Button>
        </CardContent>
      </Card>
      <Conversation update={update} canWrite />
      <TypedConfirmationDialog
        action={open ? 'withdraw' : null}
        wording={WITHDRAW_UPDATE}
        appName={app.appName}
        busy={withdraw.isPending}
        failure={failure}
        onOpenChange={setOpen}
        onConfirm={() => void confirm()}
        onCloseAutoFocus={() => {}}
      />
    </>
  );
}

/** The update's state for the form: a rejected one says what to fix, with its conversation. */
function UpdateEditor({ app }: { app: UpdatedApplication }) {
  const update = app.openUpdate;
  const initialValues = useMemo(() => updateFormValuesOf(app), [app]);
  const reason = update?.status === 'REJECTED' ? update.reviewNotes?.trim() : undefined;
  return (
    <>
      {reason ? (
        <Alert variant="destructive">
          <div className="grid gap-1">
            <h2 className="font-semibold">{`Version ${update?.versionNumber} was rejected: what to fix`}</h2>
            <p className="whitespace-pre-line wrap-anywhere">{reason}</p>
          </div>
        </Alert>
      ) : null}
      {update && (update.status === 'REJECTED' || update.messages.length > 0) ? (
        <Conversation update={update} canWrite={update.status === 'REJECTED'} />
      ) : null}
      <UpdateForm
        app={app}
        initialValues={initialValues}
        initialPackage={{
          version: update?.listing?.assets.vmupack ? update.versionNumber : null,
          appName: update?.listing?.assets.vmupack ? (update.packageName ?? null) : null,
          iconDataUrl: null,
        }}
      />
    </>
  );
}

/** /apps/:appId/versions/new: Submit New Version of a published app (decision 0034). */
export function UpdateFormScreen({ appId }: { appId: string }) {
  const query = useApplicationUpdate(appId);
  const app = query.data;

  useLeaveUnreadableApp(query);

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <title>{`Submit New Version${app ? ` · ${app.appName}` : ''} · VMU Pro Developers`}</title>
      <div className="grid gap-2">
        <BackToMyApps />
        <h1 className="text-2xl font-semibold sm:text-3xl">Submit New Version</h1>
        {app ? (
          <p className="text-muted-foreground wrap-anywhere">
            {app.appName} · {`Live version ${app.currentVersion}`} ·{' '}
            <Link
              to={paths.appVersions(appId)}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Version History
            </Link>
          </p>
        ) : null}
      </div>
      {query.isPending ? (
        <LoadingScreen label="Loading app..." />
      ) : !app ? null : !hasBeenPublished(app.status) ? (
        <Alert>{UPDATE_ONLY_FOR_PUBLISHED}</Alert>
      ) : app.openUpdate?.status === 'IN_REVIEW' ? (
        <UpdateInReview app={app} update={app.openUpdate} />
      ) : (
        <UpdateEditor key={app.openUpdate?.id ?? 'new'} app={app} />
      )}
    </div>
  );
}
