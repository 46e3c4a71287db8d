import type { ScreenshotsResolvers } from './../../../graphql/generated/types.generated.js';
import { appsLoadersOf } from '../request-loaders';
import type { StoredFileRow } from '../schema.mappers';

const filesOf = async (
  keys: readonly string[],
  load: (key: string) => Promise<StoredFileRow | null>,
): Promise<StoredFileRow[]> =>
  (await Promise.all(keys.map(load))).filter((file): file is StoredFileRow => file !== null);

export const Screenshots: ScreenshotsResolvers = {
  web: ({ web }, _arg, ctx) => filesOf(web, appsLoadersOf(ctx).storedFile),
  vmu: ({ vmu }, _arg, ctx) => filesOf(vmu, appsLoadersOf(ctx).storedFile),
};
