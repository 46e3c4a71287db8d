import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BACK_TO_REVIEW_CONFIRM,
  BACK_TO_REVIEW_NOT_CONFIRMED,
  BACK_TO_REVIEW_WARNING,
  COMPANY_NAME_REQUIRED,
  COUNTRY_FIXED_BY_PAYMENT_ACCOUNT,
} from '@vmu/domain';
import { GraphQLRequestError } from '@/lib/graphql';
import { toast } from '@/lib/toast';
import { expectNoAxeViolations } from '@/testing/axe';
import { answer, sentVariables } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { AccountDetailsQuery, type AccountDetailsProfile } from '../api/get-account-details';
import { UpdateAccountDetailsMutation } from '../api/update-account-details';
import { AccountDetailsSection } from './account-details-section';
import { BACK_TO_REVIEW_TITLE } from './back-to-review-dialog';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

type Seen = { canCharge?: boolean; account?: boolean; status?: 'verified' | 'pending' };

function profileAnswer({ canCharge = false, account = true, status = 'verified' }: Seen) {
  return {
    userId: 'dev-1',
    personalInfo: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      address: '12 Rue de la Paix',
      city: 'Paris',
      postalCode: '75002',
      country: 'FR',
    },
    businessInfo: { accountType: 'individual', companyName: null, legalName: 'Ada Lovelace' },
    developerStatus: { status },
    stripeInfo: {
      accountStatus: account ? 'active' : 'not_started',
      chargesEnabled: canCharge,
    },
  } satisfies AccountDetailsProfile;
}

function showDetails(seen: Seen = {}) {
  answer(AccountDetailsQuery, () => ({ getDeveloperProfile: profileAnswer(seen) }));
  const saved = sentVariables(UpdateAccountDetailsMutation);
  renderScreen(
    <main>
      <AccountDetailsSection />
    </main>,
    { url: '/profile' },
  );
  return saved;
}

/** Types over the shown country and picks the match, as a person does. */
async function pickCountry(country: HTMLElement, name: string) {
  const user = userEvent.setup();
  const shown = (country as HTMLInputElement).value.length;
  await user.type(country, name, { initialSelectionStart: 0, initialSelectionEnd: shown });
}

const legalName = () => screen.getByLabelText('Legal name', { exact: true });
const saveButton = () => screen.getByRole('button', { name: 'Save details' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
});

describe('Personal and business details', () => {
  it("refuses what the onboarding refuses, and needs a business's company name", async () => {
    const user = userEvent.setup();
    const saved = showDetails();
    const firstName = await screen.findByLabelText('First name', { exact: true });
    await user.clear(firstName);
    await user.click(saveButton());
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(firstName).toHaveFocus();
    await user.type(firstName, 'Ada');
    await user.selectOptions(screen.getByLabelText('Account type'), 'business');
    await user.click(saveButton());
    expect(await screen.findByText(COMPANY_NAME_REQUIRED)).toBeInTheDocument();
    expect(saved).toEqual([]);
    await expectNoAxeViolations();
  });

  it('warns a developer who does not sell yet that a new country goes back to review', async () => {
    const user = userEvent.setup();
    const saved = showDetails({ account: false });
    const country = await screen.findByRole('combobox', { name: 'Country' });
    expect(screen.queryByText(BACK_TO_REVIEW_WARNING)).not.toBeInTheDocument();
    await pickCountry(country, 'United Kingdom');
    await user.click(await screen.findByRole('option', { name: 'United Kingdom' }));
    expect(screen.getByText(BACK_TO_REVIEW_WARNING)).toBeInTheDocument();
    await user.click(saveButton());
    expect(await screen.findByRole('dialog', { name: BACK_TO_REVIEW_TITLE })).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('says before saving that a payment account fixes the country, and sends nothing', async () => {
    const user = userEvent.setup();
    const saved = showDetails({ canCharge: true });
    const country = await screen.findByRole('combobox', { name: 'Country' });
    await pickCountry(country, 'Germany');
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    expect(screen.getByText(COUNTRY_FIXED_BY_PAYMENT_ACCOUNT)).toBeInTheDocument();
    await user.click(saveButton());
    // Said once, as the refusal of this save.
    expect(await screen.findByRole('alert')).toHaveTextContent(COUNTRY_FIXED_BY_PAYMENT_ACCOUNT);
    expect(screen.getAllByText(COUNTRY_FIXED_BY_PAYMENT_ACCOUNT)).toHaveLength(1);
    expect(saved).toEqual([]);
    await expectNoAxeViolations();
  });

  it('warns a seller while the legal name differs, and sends it only once they confirm', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    answer(UpdateAccountDetailsMutation, () => ({
      updateAccountDetails: { sentToReview: true, profile: { userId: 'dev-1' } },
    }));
    const saved = showDetails({ canCharge: true });
    await user.clear(await screen.findByLabelText('Legal name', { exact: true }));
    await user.type(legalName(), 'Ada King');
    expect(screen.getByText(BACK_TO_REVIEW_WARNING)).toBeInTheDocument();
    await user.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: BACK_TO_REVIEW_TITLE });
    await expectNoAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(saved).toEqual([]);

    // Back to the saved name: no warning, nothing to confirm.
    await user.clear(legalName());
    await user.type(legalName(), 'Ada Lovelace');
    expect(screen.queryByText(BACK_TO_REVIEW_WARNING)).not.toBeInTheDocument();

    await user.clear(legalName());
    await user.type(legalName(), 'Ada King');
    await user.click(saveButton());
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: BACK_TO_REVIEW_CONFIRM,
      }),
    );
    expect(saved).toEqual([
      { input: expect.objectContaining({ legalName: 'Ada King' }), confirmReview: true },
    ]);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/pending-verification'));
  });

  it('asks to confirm when the server finds the account was verified since the page loaded', async () => {
    const user = userEvent.setup();
    answer(UpdateAccountDetailsMutation, ({ confirmReview }) => {
      if (!confirmReview) {
        throw new GraphQLRequestError(
          'REVIEW_CONFIRMATION_REQUIRED',
          BACK_TO_REVIEW_NOT_CONFIRMED,
          409,
        );
      }
      return { updateAccountDetails: { sentToReview: false, profile: { userId: 'dev-1' } } };
    });
    showDetails({ status: 'pending' });
    await user.clear(await screen.findByLabelText('Legal name', { exact: true }));
    await user.type(legalName(), 'Ada King');
    await user.click(saveButton());
    expect(await screen.findByRole('dialog', { name: BACK_TO_REVIEW_TITLE })).toBeInTheDocument();
  });
});
