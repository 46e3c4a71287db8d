/** Why a file is not an acceptable package; `message` is written for the developer to act on. */
export type VmupackErrorCode =
  | 'NOT_A_VMUPACK'
  | 'UNSUPPORTED_VERSION'
  | 'BAD_SECTION_TABLE'
  | 'BAD_METADATA'
  | 'BAD_ICON'
  | 'NAME_MISMATCH'
  | 'BAD_SIGNATURE'
  | 'UNEXPECTED_DATA';

export class VmupackError extends Error {
  constructor(
    readonly code: VmupackErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'VmupackError';
  }
}
