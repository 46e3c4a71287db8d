import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  BUNDLE_IDENTIFIER_FIX_BEFORE_SAVING,
  BUNDLE_IDENTIFIER_WAIT_FOR_CHECK,
  COMPLETE_REQUIRED_FIELDS,
  REVIEW_TIME_TEXT,
} from '@vmu/domain';
import { paths } from '@/config/paths';
import { usePaymentEligibility } from '@/lib/api/payment-eligibility';
import { useFocusFirstInvalidField } from '@/lib/focus';
import { toast } from '@/lib/toast';
import { useSaveApplication } from '../api/save-application';
import {
  appFormErrors,
  appFormResolver,
  toApplicationInput,
  toDomainForm,
  type AppFormValues,
  type SaveIntent,
} from '../form-values';
import { useAssetUploads } from '../hooks/use-asset-uploads';
import { useBundleIdentifierCheck } from '../hooks/use-bundle-identifier-check';
import { usePackageInfo } from '../hooks/use-package-info';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard';
import { isBundleIdTaken, serverMessageOf } from '../save-failure';
import { AgeRatingSection } from './age-rating-section';
import { AppBinarySection, type PackageInfo } from './app-binary-section';
import { BasicInformationSection } from './basic-information-section';
import { FormAlertBox, type FormAlert } from './form-alert';
import { FormSection } from './form-section';
import { SaveButtons } from './save-buttons';
import { IconsAndAssetsSection } from './icons-and-assets-section';
import { LegalInformationSection } from './legal-information-section';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

export const SAVE_FAILED = 'Failed to save application. Please try again.';
/** Ours: a draft saved mid-upload would silently lack the file being uploaded. */
export const WAIT_FOR_UPLOADS = 'Please wait for the uploads to finish before saving.';

/**
 * Says a failed save in a toast (with the server's message when it sent one) and returns what the
 * form shows above its buttons; a failure the server did not type is logged for us.
 */
export function reportSaveFailure(failure: unknown): FormAlert {
  const message = serverMessageOf(failure);
  if (message === undefined) console.error(SAVE_FAILED, failure);
  toast.error(SAVE_FAILED, message === undefined ? undefined : { description: message });
  return { title: SAVE_FAILED, details: message === undefined ? [] : [message] };
}

export const successMessage = (name: string, created: boolean, intent: SaveIntent) =>
  `Application "${name}" has been ${created ? 'created' : 'updated'} and ${
    intent === 'submit' ? 'submitted for review' : 'saved as draft'
  } successfully!`;

/**
 * The app form (docs/product.md, "App form rules"): one form, six sections, Save Draft and Submit
 * for Review. `appId` is the app being edited, null for a new one (its uploads go under
 * 'temp-{timestamp}').
 */
export function AppForm({
  appId,
  initialValues,
  initialPackage,
  bundleIdentifierFixed = false,
  onCreated,
}: {
  appId: string | null;
  initialValues: AppFormValues;
  initialPackage: PackageInfo;
  /** The app has been published: its identifier is shown but cannot change (decision 0013). */
  bundleIdentifierFixed?: boolean;
  /** A new app was saved as a draft: from now on saves update it. */
  onCreated: (appId: string) => void;
}) {
  const navigate = useNavigate();
  const [savingIntent, setSavingIntent] = useState<SaveIntent>('draft');
  const form = useForm<AppFormValues>({
    defaultValues: initialValues,
    resolver: appFormResolver,
    mode: 'onTouched',
    // A draft's error focuses its field; a refused submit focuses the summary (saveAs).
    shouldFocusError: false,
  });
  const [refusedDrafts, setRefusedDrafts] = useState(0);
  const formRef = useFocusFirstInvalidField(refusedDrafts);
  const [tempAppId] = useState(() => `temp-${Date.now()}`);
  const uploads = useAssetUploads(appId ?? tempAppId);
  const bundle = useBundleIdentifierCheck(appId);
  const save = useSaveApplication();
  const paymentEligibility = usePaymentEligibility();
  const { packageInfo, onPackageUploaded } = usePackageInfo(
    initialPackage,
    initialValues.vmupack?.key,
  );
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const appType = useWatch({ control: form.control, name: 'appType' });
  const { isSubmitting, isDirty } = form.formState;
  const leaveGuard = useUnsavedChangesGuard(() => form.formState.isDirty, isDirty);

  const showAlert = (next: FormAlert) => setAlert(next);

  /** A file still on its way is not missing: say to wait rather than to upload it. */
  const waitForUploads = (saveIntent: SaveIntent) => {
    if (!uploads.isUploading()) return false;
    showAlert(
      saveIntent === 'submit'
        ? { title: COMPLETE_REQUIRED_FIELDS, details: ['Wait for the uploads to finish.'] }
        : { title: WAIT_FOR_UPLOADS, details: [] },
    );
    return true;
  };

  const persist = async (values: AppFormValues, saveIntent: SaveIntent) => {
    if (waitForUploads(saveIntent)) return;
    const blocker = bundle.blocker();
    if (blocker) {
      showAlert({
        title:
          blocker === 'taken'
            ? BUNDLE_IDENTIFIER_FIX_BEFORE_SAVING
            : BUNDLE_IDENTIFIER_WAIT_FOR_CHECK,
        details: [],
      });
      return;
    }
    const domainForm = toDomainForm(values);
    try {
      const saved = await save.mutateAsync({
        appId,
        form: toApplicationInput(domainForm),
        saveAction: saveIntent === 'submit' ? 'SUBMIT' : 'SAVE_DRAFT',
      });
      toast.success(successMessage(saved.appName, appId === null, saveIntent));
      if (saveIntent === 'submit') {
        // Submitted: nothing is left unsaved on the way to My Apps.
        leaveGuard.allowLeaving();
        void navigate(paths.apps);
        return;
      }
      form.reset(values);
      if (appId === null) {
        // Saved: the move to the new app's edit URL leaves nothing unsaved behind.
        leaveGuard.allowLeaving();
        onCreated(saved.appId);
      }
    } catch (failure) {
      if (isBundleIdTaken(failure)) bundle.markTaken(domainForm.bundleIdentifier);
      showAlert(reportSaveFailure(failure));
    }
  };

  /** Marks every field review needs and the form lacks, and says so above the buttons. */
  const refuseSubmit = (values: AppFormValues) => {
    const missing = appFormErrors(values, 'submit');
    for (const [field, message] of Object.entries(missing)) {
      form.setError(field as keyof AppFormValues, { type: 'review', message });
    }
    showAlert({ title: COMPLETE_REQUIRED_FIELDS, details: Object.values(missing) });
  };

  const saveAs = (saveIntent: SaveIntent) => {
    setSavingIntent(saveIntent);
    if (waitForUploads(saveIntent)) return;
    setAlert(null);
    void form.handleSubmit(
      (values) => {
        if (saveIntent === 'submit' && Object.keys(appFormErrors(values, 'submit')).length > 0) {
          refuseSubmit(values);
          return;
        }
        return persist(values, saveIntent);
      },
      () => {
        if (saveIntent === 'submit') {
          refuseSubmit(form.getValues());
          return;
        }
        // The first invalid field on screen, not the first in `errors` (registration order).
        setRefusedDrafts((count) => count + 1);
      },
    )();
  };

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        aria-label={appId ? 'Edit app' : 'Create app'}
        className="grid gap-6"
        onSubmit={(event) => {
          // Enter in a field saves a draft, the harmless of the two actions.
          event.preventDefault();
          saveAs('draft');
        }}
      >
        <BasicInformationSection
          bundle={bundle}
          paymentEligibility={paymentEligibility}
          bundleIdentifierFixed={bundleIdentifierFixed}
        />
        <AppBinarySection
          uploads={uploads}
          packageInfo={packageInfo}
          onPackageUploaded={onPackageUploaded}
        />
        {appType === 'game' ? <AgeRatingSection /> : null}
        <IconsAndAssetsSection uploads={uploads} packageIconUrl={packageInfo.iconDataUrl} />
        <LegalInformationSection />
        <FormSection
          id="submit-application"
          title="Submit Application"
          description={`Save a draft at any time. Submitting sends the app to review (usually ${REVIEW_TIME_TEXT}); it cannot be edited until the review ends or you withdraw it.`}
        >
          <FormAlertBox alert={alert} />
          <SaveButtons isSubmitting={isSubmitting} savingIntent={savingIntent} onSave={saveAs} />
        </FormSection>
      </form>
      <UnsavedChangesDialog blocker={leaveGuard.blocker} />
    </FormProvider>
  );
}
