import {
  EXTRACT_METADATA_PATH,
  PackageMetadataSchema,
  type ExtractMetadataRequest,
  type PackageMetadata,
} from '@vmu/domain';

// POST /api/extract-metadata (docs/product.md, "Uploads and metadata"): what the portal read from
// an uploaded package. The answer is parsed with the domain's contract
// (packages/domain/src/contracts/uploads.ts).

export type { PackageMetadata };

/**
 * Reads a stored package's version, name and icon. Failures are only logged
 * (docs/product.md, "Upload messages"), so this resolves to null instead of throwing.
 */
export async function extractMetadata(key: string): Promise<PackageMetadata | null> {
  try {
    const request: ExtractMetadataRequest = { s3Path: key };
    const response = await fetch(EXTRACT_METADATA_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
    });
    const answer = PackageMetadataSchema.safeParse(await response.json());
    if (!response.ok || !answer.success || !answer.data.success) {
      console.error(
        'Metadata extraction failed',
        (answer.success && answer.data.error) || response.status,
      );
      return null;
    }
    return answer.data;
  } catch (error) {
    console.error('Metadata extraction failed', error);
    return null;
  }
}
