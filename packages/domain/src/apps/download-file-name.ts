/**
 * The file name of a downloaded package (docs/product.md, "Staff actions"): the app name with every
 * character other than a letter, digit, hyphen or underscore replaced by an underscore, then
 * '-v', the version and '.vmupack'. Letters are ASCII (an accented letter or an emoji is one
 * character and becomes one underscore), so the name is safe in every file system and header.
 */
export function downloadFileName(appName: string, version: string): string {
  return `${appName.replace(/[^A-Za-z0-9_-]/gu, '_')}-v${version}.vmupack`;
}
