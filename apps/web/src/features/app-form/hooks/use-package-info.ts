import { useEffect, useState } from 'react';
import { extractMetadata, type PackageMetadata } from '../api/extract-metadata';
import type { UploadedFile } from '../api/upload-asset';
import type { PackageInfo } from '../components/app-binary-section';

const packageInfoOf = (metadata: PackageMetadata): PackageInfo => ({
  version: metadata.extractedVersion ?? null,
  appName: metadata.extractedAppName ?? null,
  iconDataUrl: metadata.iconDataUrl ?? null,
});

/**
 * What the form knows of its package (version, name, icon): read from the stored package when
 * the form opens (its icon is not part of the app's data) and from each fresh upload.
 */
export function usePackageInfo(initialPackage: PackageInfo, storedPackageKey: string | undefined) {
  const [packageInfo, setPackageInfo] = useState(initialPackage);

  useEffect(() => {
    if (!storedPackageKey) return;
    let current = true;
    void extractMetadata(storedPackageKey).then((metadata) => {
      if (current && metadata) setPackageInfo(packageInfoOf(metadata));
    });
    return () => {
      current = false;
    };
  }, [storedPackageKey]);

  const onPackageUploaded = (file: UploadedFile) => {
    setPackageInfo({ version: null, appName: null, iconDataUrl: null });
    void extractMetadata(file.key).then((metadata) => {
      if (metadata) setPackageInfo(packageInfoOf(metadata));
    });
  };

  return { packageInfo, onPackageUploaded };
}
