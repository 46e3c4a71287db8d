import type { StorageConfig } from '../../env';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Signer } from './signed-url';
import type { Storage } from './storage';

/** The driver STORAGE_DRIVER names (decision 0013). */
export function createStorage(
  config: StorageConfig,
  options: { publicUrl: string; signer: Signer },
): Storage {
  return config.driver === 'local'
    ? createLocalStorage({ dir: config.dir, publicUrl: options.publicUrl, signer: options.signer })
    : createS3Storage(config);
}

/** The origin images of public/ keys are served from, when it is not the portal's own. */
export function publicFilesOrigin(config: StorageConfig): string | null {
  return config.driver === 's3' ? new URL(config.publicUrl).origin : null;
}
