import type { AssetFileResolvers } from './../../../graphql/generated/types.generated.js';

export const AssetFile: AssetFileResolvers = {
  // Packages are private: staff download them through signed URLs, never a public address.
  url: ({ key, assetType }, _arg, ctx) =>
    assetType === 'binary' ? null : ctx.storage.publicUrl(key),
};
