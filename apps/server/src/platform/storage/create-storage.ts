import type { StorageConfig } from '../../env';
import { createLocalStorage } from './local-storage';
import type { Signer } from './signed-url';
import type { Storage } from './storage';

/**
 * The driver STORAGE_DRIVER names (decision 0013). The S3 client's modules load only when S3 is
 * the driver: on the default set-up they would only slow every start (decision 0028).
 */
export async function createStorage(
  config: StorageConfig,
  options: { publicUrl: string; signer: Signer },
): Promise<Storage> {
  if (config.driver === 'local')
    return createLocalStorage({
      dir: config.dir,
      publicUrl: options.publicUrl,
      signer: options.signer,
    });
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage(config);
}

/** The origin images of public/ keys are served from, when it is not the portal's own. */
export function publicFilesOrigin(config: StorageConfig): string | null {
  return config.driver === 's3' ? new URL(config.publicUrl).origin : null;
}

/** The base public keys are served under: the portal's own /files, or the bucket's or CDN's. */
export function publicFilesBaseUrl(config: StorageConfig, publicUrl: string): string {
  return config.driver === 's3' ? config.publicUrl : `${publicUrl.replace(/\/+$/, '')}/files`;
}
