import { useCallback, useRef, useState } from 'react';
import type { AssetType } from '@vmu/domain';
import { uploadAsset, type UploadedFile } from '../api/upload-asset';
import type { AssetField } from '../form-values';

export interface UploadInFlight {
  id: number;
  field: AssetField;
  fileName: string;
  percent: number;
}

/**
 * The uploads running for the form, with their progress. `appId` is the app's id, or the
 * 'temp-{timestamp}' of a form not saved yet (docs/product.md, "Uploads and metadata").
 */
export function useAssetUploads(appId: string) {
  const [uploads, setUploads] = useState<UploadInFlight[]>([]);
  const running = useRef(0);
  const nextId = useRef(0);

  const upload = useCallback(
    async (field: AssetField, assetType: AssetType, file: File): Promise<UploadedFile> => {
      const id = ++nextId.current;
      running.current++;
      setUploads((list) => [...list, { id, field, fileName: file.name, percent: 0 }]);
      try {
        return await uploadAsset({ file, assetType, appId }, (percent) =>
          setUploads((list) => list.map((item) => (item.id === id ? { ...item, percent } : item))),
        );
      } finally {
        running.current--;
        setUploads((list) => list.filter((item) => item.id !== id));
      }
    },
    [appId],
  );

  /** Read by the save buttons after awaiting validation, so never from a stale render. */
  const isUploading = useCallback(() => running.current > 0, []);

  return { uploads, upload, isUploading };
}

export type AssetUploads = ReturnType<typeof useAssetUploads>;
