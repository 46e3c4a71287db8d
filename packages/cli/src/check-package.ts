import fs from 'node:fs/promises';
import path from 'node:path';
import { assetDeclarationError, VMUPACK_MEDIA_TYPE } from '@vmu/domain';
import { fileSource, readVmupack, VmupackError, type VmupackInfo } from '@vmu/vmupack';
import { CliError, EXIT_CODES, usageError } from './cli-error';

// The package is checked here, before a byte leaves, by the same rules as the browser's upload
// (name and size) and the same reader as the server (packages/vmupack): a package the portal
// would refuse is refused in seconds with the reader's own message, not after a 50 MB upload.

export type CheckedPackage = { path: string; size: number; info: VmupackInfo };

export async function checkPackage(file: string): Promise<CheckedPackage> {
  let size: number;
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) throw usageError(`${file} is not a file.`);
    size = stat.size;
  } catch (error) {
    if (error instanceof CliError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw usageError(
      code === 'ENOENT'
        ? `The package ${file} does not exist.`
        : `The package ${file} cannot be read (${code ?? String(error)}).`,
    );
  }
  const declared = assetDeclarationError({
    assetType: 'binary',
    fileName: path.basename(file),
    fileType: VMUPACK_MEDIA_TYPE,
    fileSize: size,
  });
  if (declared) throw new CliError(EXIT_CODES.PACKAGE_REFUSED, 'INVALID_PACKAGE', declared);

  const source = await fileSource(file);
  try {
    return { path: file, size, info: await readVmupack(source) };
  } catch (error) {
    if (error instanceof VmupackError) {
      // The portal's code for the same refusal, so a script branches on one code either way.
      throw new CliError(EXIT_CODES.PACKAGE_REFUSED, 'INVALID_PACKAGE', error.message);
    }
    throw error;
  } finally {
    await source.close();
  }
}
