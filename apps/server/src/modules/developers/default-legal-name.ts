/**
 * The default of docs/product.md, "Onboarding completion": the user's name, else the part of the
 * email before the at-sign.
 */
export function defaultLegalName(owner: { name: string; email: string }): string {
  return owner.name.trim() || owner.email.split('@')[0] || owner.email;
}
