import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';

export const AppFormBundleCheckDocument = graphql(`
  query AppFormBundleCheck($bundleIdentifier: String!) {
    checkBundleIdentifier(bundleIdentifier: $bundleIdentifier) {
      exists
      existingAppId
    }
  }
`);

/**
 * Whether an app of the store holds the identifier (docs/product.md, "Smaller records", Bundle
 * check result).
 */
export async function checkBundleIdentifier(bundleIdentifier: string) {
  return (await request(AppFormBundleCheckDocument, { bundleIdentifier })).checkBundleIdentifier;
}
