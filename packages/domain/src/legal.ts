// Legal constants (docs/product.md, "Legal terms"), quoted by the terms, privacy and licensing
// pages.
export const LEGAL = {
  companyJurisdiction: 'the United Kingdom',
  governingLaw: 'the laws of England and Wales',
  courts: 'the courts of England and Wales',
  minimumAge: 18,
  terminationNoticeDays: 30,
  cureMaterialBreachDays: 7,
  liabilityCapMonths: 12,
  disputeNegotiationDays: 30,
  retention: {
    accountData: 'for the life of the account',
    financialRecordsYears: 7,
    appDataAfterUnpublishYears: 2,
  },
} as const;
