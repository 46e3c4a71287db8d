import type { AssetUploads } from '../hooks/use-asset-uploads';
import { AssetUploadField } from './asset-upload-field';
import { FormSection } from './form-section';
import { ScreenshotsField } from './screenshots-field';

/** Icons, banners and screenshots, with the package's own icon beside the uploaded ones. */
export function IconsAndAssetsSection({
  uploads,
  packageIconUrl,
}: {
  uploads: AssetUploads;
  packageIconUrl: string | null;
}) {
  return (
    <FormSection id="icons-and-assets" title="Icons and Assets">
      <div className="grid gap-5 md:grid-cols-2">
        <AssetUploadField
          field="vmuIcon"
          assetType="vmu-icon"
          uploads={uploads}
          previewClassName="size-[76px] [image-rendering:pixelated]"
        />
        <AssetUploadField field="webIcon" assetType="web-icon" uploads={uploads} />
      </div>
      {packageIconUrl ? (
        <figure className="flex items-center gap-3 rounded-lg border border-dashed border-border p-3">
          <img
            src={packageIconUrl}
            alt="Icon in the package"
            width={76}
            height={76}
            className="size-[76px] shrink-0 rounded border border-border [image-rendering:pixelated]"
          />
          <figcaption className="text-sm text-muted-foreground">
            The 76x76 icon inside the uploaded package, as the device shows it.
          </figcaption>
        </figure>
      ) : null}
      <div className="grid gap-5 md:grid-cols-2">
        <AssetUploadField
          field="heroBanner"
          assetType="hero-banner"
          uploads={uploads}
          previewClassName="h-16 w-28"
        />
        <AssetUploadField
          field="vmuBanner"
          assetType="vmu-banner"
          uploads={uploads}
          previewClassName="h-16 w-24"
        />
      </div>
      <ScreenshotsField uploads={uploads} />
    </FormSection>
  );
}
