import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { REVIEW_TIME_TEXT, updateSubmitRefusal } from '@vmu/domain';
import { paths } from '@/config/paths';
import { useFocusFirstInvalidField } from '@/lib/focus';
import { toast } from '@/lib/toast';
import type { UpdatedApplication } from '../api/get-application-update';
import { useSaveApplicationUpdate } from '../api/save-application-update';
import { resolverResult, type AppFormValues, type SaveIntent } from '../form-values';
import { useAssetUploads } from '../hooks/use-asset-uploads';
import { usePackageInfo } from '../hooks/use-package-info';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard';
import { toUpdateInput, updateFormErrors, type PackageCheck } from '../update-form-values';
import { AgeRatingSection } from './age-rating-section';
import { reportSaveFailure, WAIT_FOR_UPLOADS } from './app-form';
import { AppBinarySection, type PackageInfo } from './app-binary-section';
import { DescriptionFields } from './description-fields';
import { FormAlertBox, type FormAlert } from './form-alert';
import { FormSection } from './form-section';
import { SaveButtons } from './save-buttons';
import { IconsAndAssetsSection } from './icons-and-assets-section';
import { LegalInformationSection } from './legal-information-section';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

export const updateSavedMessage = (appName: string, intent: SaveIntent) =>
  intent === 'submit'
    ? `The update of "${appName}" has been submitted for review.`
    : `The update of "${appName}" has been saved as a draft.`;

/**
 * The update form (Submit New Version): the new package and its release notes, and the
 * listing as it should read once the update is live. Built from the app form's sections.
 */
export function UpdateForm({
  app,
  initialValues,
  initialPackage,
}: {
  app: UpdatedApplication;
  initialValues: AppFormValues;
  initialPackage: PackageInfo;
}) {
  const navigate = useNavigate();
  const { appId } = app;
  const { packageInfo, onPackageUploaded } = usePackageInfo(
    initialPackage,
    initialValues.vmupack?.key,
  );
  // The resolver reads the package as it is now (metadata arrives after the upload).
  const packageRef = useRef<PackageCheck>(packageInfo);
  const [savingIntent, setSavingIntent] = useState<SaveIntent>('draft');
  const form = useForm<AppFormValues>({
    defaultValues: initialValues,
    resolver: (values) =>
      resolverResult(values, updateFormErrors(values, 'draft', packageRef.current, app)),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const [refusedDrafts, setRefusedDrafts] = useState(0);
  const formRef = useFocusFirstInvalidField(refusedDrafts);
  const uploads = useAssetUploads(appId);
  const save = useSaveApplicationUpdate();
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const appType = useWatch({ control: form.control, name: 'appType' });
  const { isSubmitting, isDirty } = form.formState;
  const leaveGuard = useUnsavedChangesGuard(() => form.formState.isDirty, isDirty);

  // A package read as older than the live version, or another app's, is said at once.
  const { trigger, getValues } = form;
  useEffect(() => {
    packageRef.current = packageInfo;
    if (getValues('vmupack')) void trigger('vmupack');
  }, [packageInfo, trigger, getValues]);

  const persist = async (values: AppFormValues, saveIntent: SaveIntent) => {
    if (uploads.isUploading()) {
      setAlert({ title: WAIT_FOR_UPLOADS, details: [] });
      return;
    }
    try {
      await save.mutateAsync({
        appId,
        input: toUpdateInput(values),
        saveAction: saveIntent === 'submit' ? 'SUBMIT' : 'SAVE_DRAFT',
      });
    } catch (failure) {
      setAlert(reportSaveFailure(failure));
      return;
    }
    toast.success(updateSavedMessage(app.appName, saveIntent));
    if (saveIntent === 'submit') {
      leaveGuard.allowLeaving();
      void navigate(paths.appVersions(appId));
      return;
    }
    form.reset(values);
  };

  /** Marks every field review needs and the form lacks, and says so above the buttons. */
  const refuseSubmit = (values: AppFormValues, missing: Partial<Record<string, string>>) => {
    for (const [field, message] of Object.entries(missing)) {
      form.setError(field as keyof AppFormValues, { type: 'review', message });
    }
    const refusal = updateSubmitRefusal(toUpdateInput(values), values.appType || 'app');
    setAlert({
      title: refusal ?? 'Please fix the fields below before submitting for review',
      details: Object.values(missing).filter((message) => message !== undefined),
    });
  };

  const saveAs = (saveIntent: SaveIntent) => {
    setSavingIntent(saveIntent);
    // A package still on its way is not missing: say to wait rather than to upload it.
    if (uploads.isUploading()) {
      setAlert({ title: WAIT_FOR_UPLOADS, details: [] });
      return;
    }
    setAlert(null);
    void form.handleSubmit(
      (values) => {
        const missing = updateFormErrors(values, saveIntent, packageRef.current, app);
        if (Object.keys(missing).length > 0) {
          refuseSubmit(values, missing);
          return;
        }
        return persist(values, saveIntent);
      },
      () => {
        if (saveIntent === 'submit') {
          const values = form.getValues();
          refuseSubmit(values, updateFormErrors(values, 'submit', packageRef.current, app));
          return;
        }
        setRefusedDrafts((count) => count + 1);
      },
    )();
  };

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        aria-label="Submit new version"
        className="grid gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          saveAs('draft');
        }}
      >
        <AppBinarySection
          uploads={uploads}
          packageInfo={packageInfo}
          onPackageUploaded={onPackageUploaded}
          liveVersion={app.currentVersion}
        />
        <FormSection
          id="store-listing"
          title="Store Listing"
          description="Starts from the live listing; what you change here goes live with the update."
        >
          <DescriptionFields />
        </FormSection>
        {appType === 'game' ? <AgeRatingSection /> : null}
        <IconsAndAssetsSection uploads={uploads} packageIconUrl={packageInfo.iconDataUrl} />
        <LegalInformationSection />
        <FormSection
          id="submit-update"
          title="Submit Update"
          description={`Save a draft at any time. Submitting sends the update to review (usually ${REVIEW_TIME_TEXT}); the live version stays in the store until the update is approved.`}
        >
          <FormAlertBox alert={alert} />
          <SaveButtons isSubmitting={isSubmitting} savingIntent={savingIntent} onSave={saveAs} />
        </FormSection>
      </form>
      <UnsavedChangesDialog blocker={leaveGuard.blocker} />
    </FormProvider>
  );
}
