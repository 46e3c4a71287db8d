import type { ApplicationAssetsResolvers } from './../../../graphql/generated/types.generated.js';
import { appsLoadersOf } from '../request-loaders';
import type { ApplicationAssetsMapper } from '../schema.mappers';

type Field = 'vmupack' | 'vmuIcon' | 'webIcon' | 'heroBanner' | 'vmuBanner';

// One stored_file query per request serves every asset of every app in the answer.
const fileOf =
  (field: Field): NonNullable<ApplicationAssetsResolvers[Field]> =>
  ({ keys }: ApplicationAssetsMapper, _arg, ctx) => {
    const key = keys[field];
    return key ? appsLoadersOf(ctx).storedFile(key) : null;
  };

export const ApplicationAssets: ApplicationAssetsResolvers = {
  vmupack: fileOf('vmupack'),
  vmuIcon: fileOf('vmuIcon'),
  webIcon: fileOf('webIcon'),
  heroBanner: fileOf('heroBanner'),
  vmuBanner: fileOf('vmuBanner'),
  vmupackSize: ({ vmupackSize }) => vmupackSize,
  screenshots: ({ keys }) => keys.screenshots,
};
