import { describe, expect, it } from 'vitest';
import {
  REQUIREMENT_ACTION_TEXTS as T,
  humanizeRequirementCode,
  requirementActionText,
} from './requirement-actions';

const SUBJECTS = ['individual', 'representative', 'person_1NqZ8xAbCdEf', 'company'];

describe('requirementActionText', () => {
  it.each([
    ['individual.verification.document', T.identityDocument],
    ['representative.verification.document', T.identityDocument],
    ['person_1NqZ8xAbCdEf.verification.document', T.identityDocument],
    ['individual.verification.additional_document', T.addressDocument],
    ['representative.verification.additional_document', T.addressDocument],
    ['person_abc123.verification.additional_document', T.addressDocument],
    ['business_profile.url', T.businessUrl],
    ['business_profile.mcc', T.category],
    ['company.verification.document', T.registrationDocument],
    ['company.tax_id', T.taxId],
    ['external_account', T.bankAccount],
    ['external_account.routing_number', T.bankAccount],
    ['tos_acceptance.date', T.termsAcceptance],
    ['tos_acceptance.ip', T.termsAcceptance],
    ['individual.ssn_last_4', T.ssnLast4],
    ['representative.ssn_last_4', T.ssnLast4],
    ['person_abc123.ssn_last_4', T.ssnLast4],
    ['individual.email', T.email],
    ['representative.email', T.email],
    ['individual.phone', T.phone],
    ['company.phone', T.phone],
    ['owners.first_name', T.owners],
    ['owners.verification.document', T.owners],
    ['company.owners_provided', T.owners],
    ['representative.first_name', T.representative],
    ['representative.dob.day', T.representative],
    ['representative.relationship.title', T.representative],
    ['company.directors_provided', T.representative],
    ['company.executives_provided', T.representative],
  ])('%s -> %s', (code, text) => {
    expect(requirementActionText(code)).toBe(text);
  });

  it('maps address parts under every subject prefix', () => {
    const parts = {
      'address.line1': 'Provide your street address',
      'address.line2': 'Provide your street address',
      'address.city': 'Provide your city',
      'address.postal_code': 'Provide your postal code',
      'address.state': 'Provide your state or region',
      'address.country': 'Provide your country',
    };
    for (const subject of SUBJECTS) {
      for (const [field, text] of Object.entries(parts)) {
        expect(requirementActionText(`${subject}.${field}`)).toBe(text);
      }
    }
  });

  it('tolerates surrounding spaces and upper case', () => {
    expect(requirementActionText('  Individual.Verification.Document ')).toBe(T.identityDocument);
    expect(requirementActionText('EXTERNAL_ACCOUNT')).toBe(T.bankAccount);
  });

  it('gives every family its own text', () => {
    expect(new Set(Object.values(T)).size).toBe(Object.keys(T).length);
  });

  it('humanizes unknown codes', () => {
    expect(requirementActionText('foo.bar_baz')).toBe('Foo bar baz');
    expect(requirementActionText('individual.first_name')).toBe(T.legalName);
    expect(requirementActionText('individual.last_name')).toBe(T.legalName);
    expect(requirementActionText('individual.dob.year')).toBe(T.dateOfBirth);
    expect(requirementActionText('individual.id_number')).toBe('Individual id number');
    expect(requirementActionText('company.vat_id')).toBe('Company vat id');
    expect(requirementActionText('business_profile.product_description')).toBe(
      'Business profile product description',
    );
    // The person id is noise to the developer; the field still is not.
    expect(requirementActionText('person_1NqZ8xAbCdEf.dob.day')).toBe(T.dateOfBirth);
    expect(requirementActionText('person_1NqZ8xAbCdEf.nationality')).toBe('Person nationality');
    expect(requirementActionText('external_accounts')).toBe('External accounts');
  });
});

describe('humanizeRequirementCode', () => {
  it('turns dots and underscores into single spaces and capitalizes the first letter', () => {
    expect(humanizeRequirementCode('foo.bar_baz')).toBe('Foo bar baz');
    expect(humanizeRequirementCode('a__b..c')).toBe('A b c');
    expect(humanizeRequirementCode('._x_.')).toBe('X');
    expect(humanizeRequirementCode('')).toBe('');
  });
});
