import { useFormContext, useWatch } from 'react-hook-form';
import { RELEASE_NOTES_MAX_LENGTH, suggestedAppName } from '@vmu/domain';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { UploadedFile } from '../api/upload-asset';
import type { AppFormValues } from '../form-values';
import type { AssetUploads } from '../hooks/use-asset-uploads';
import { AssetUploadField } from './asset-upload-field';
import { FormSection } from './form-section';

export interface PackageInfo {
  version: string | null;
  appName: string | null;
  /** The package's own 76x76 icon as a PNG data URL. */
  iconDataUrl: string | null;
}

/** The .vmupack upload, the version read from it, and the release notes. */
export function AppBinarySection({
  uploads,
  packageInfo,
  onPackageUploaded,
  liveVersion,
}: {
  uploads: AssetUploads;
  packageInfo: PackageInfo;
  onPackageUploaded: (file: UploadedFile) => void;
  /**
   * An update of a published app (decision 0034): its package must be newer, its notes are
   * required.
   */
  liveVersion?: string;
}) {
  const { register, formState, control, setValue } = useFormContext<AppFormValues>();
  const [releaseNotes, appName] = useWatch({ control, name: ['releaseNotes', 'appName'] });
  // A new app may take its App Name from the package: the name itself, or cut to what the store
  // keeps when the packer's app_name is longer (decision 0051). An update keeps its app's name.
  const suggestion =
    !liveVersion && packageInfo.appName ? suggestedAppName(packageInfo.appName) : null;
  return (
    <FormSection
      id="app-binary"
      title="App Binary"
      description="The package the VMU Pro SDK's packer made. Its version and icon are read from it."
    >
      <AssetUploadField
        field="vmupack"
        assetType="binary"
        inputLabel="App Binary (.vmupack)"
        uploads={uploads}
        onUploaded={onPackageUploaded}
      />
      <FormField
        id="app-form-version"
        label="Version (from package)"
        description={
          [
            packageInfo.appName ? `Name in the package: ${packageInfo.appName}` : null,
            liveVersion ? `Must be greater than the live version ${liveVersion}.` : null,
          ]
            .filter(Boolean)
            .join('. ') || undefined
        }
      >
        {(control) => (
          <Input
            {...control}
            readOnly
            value={packageInfo.version ?? ''}
            placeholder="Read from the package once uploaded"
          />
        )}
      </FormField>
      {suggestion && suggestion !== (appName ?? '').trim() ? (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            // A name of 50 characters wraps on a phone instead of leaving the screen.
            className="h-auto min-h-9 py-1.5 text-left whitespace-normal"
            onClick={() =>
              setValue('appName', suggestion, { shouldDirty: true, shouldValidate: true })
            }
          >
            Use “{suggestion}” as the App Name
          </Button>
        </div>
      ) : null}
      <FormField
        id="app-form-release-notes"
        label="Release Notes"
        error={formState.errors.releaseNotes?.message}
        limit={{ value: releaseNotes, max: RELEASE_NOTES_MAX_LENGTH, always: true }}
        description={
          liveVersion
            ? 'What is new in this version, as players will read it (required).'
            : 'What is new in this version (optional).'
        }
      >
        {(control) => <Textarea {...control} rows={3} {...register('releaseNotes')} />}
      </FormField>
    </FormSection>
  );
}
