import type { VersionChangeResolvers } from './../../../graphql/generated/types.generated.js';
import { appsLoadersOf } from '../../apps';
import type { StoredFileRow } from '../../apps';
import type { GraphQLContext } from '../../../graphql/context';

// One stored_file query per request serves every file of every change in the answer; a key
// whose file is gone is left out.
async function filesOf(keys: string[], ctx: GraphQLContext): Promise<StoredFileRow[]> {
  const files = await Promise.all(keys.map((key) => appsLoadersOf(ctx).storedFile(key)));
  return files.filter((file): file is StoredFileRow => file !== null);
}

export const VersionChange: VersionChangeResolvers = {
  beforeFiles: ({ beforeKeys }, _arg, ctx) => filesOf(beforeKeys, ctx),
  afterFiles: ({ afterKeys }, _arg, ctx) => filesOf(afterKeys, ctx),
};
