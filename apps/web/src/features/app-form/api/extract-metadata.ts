// POST /api/extract-metadata (SPEC section 7): what the portal read from an uploaded package.

export const EXTRACT_METADATA_ENDPOINT = '/api/extract-metadata';

export interface PackageMetadata {
  success: boolean;
  extractedVersion?: string | null;
  extractedAppName?: string | null;
  error?: string | null;
  /** The package's embedded 76x76 icon as a PNG data URL. */
  iconDataUrl?: string | null;
}

/**
 * Reads a stored package's version, name and icon. Failures are only logged (SPEC section 8),
 * so this resolves to null instead of throwing.
 */
export async function extractMetadata(key: string): Promise<PackageMetadata | null> {
  try {
    const response = await fetch(EXTRACT_METADATA_ENDPOINT, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ s3Path: key }),
    });
    const body = (await response.json()) as PackageMetadata;
    if (!response.ok || !body.success) {
      console.error('Metadata extraction failed', body.error ?? response.status);
      return null;
    }
    return body;
  } catch (error) {
    console.error('Metadata extraction failed', error);
    return null;
  }
}
