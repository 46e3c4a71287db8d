// The public store address of an app (ours; docs/product.md, "My Applications" names Copy
// Store Link but not the address). The store page itself comes with the public store; the path is
// stable because the bundle identifier never changes once an app is published.

export const storePath = (bundleIdentifier: string) =>
  `/store/apps/${encodeURIComponent(bundleIdentifier)}`;

export const storeUrl = (origin: string, bundleIdentifier: string) =>
  `${origin.replace(/\/$/, '')}${storePath(bundleIdentifier)}`;
