import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BACK_TO_REVIEW_CONFIRM,
  BACK_TO_REVIEW_NOT_CONFIRMED,
  BACK_TO_REVIEW_WARNING,
  COMPANY_NAME_REQUIRED,
} from '@vmu/domain';
import { GraphQLRequestError } from '@/lib/graphql';
import { toast } from '@/lib/toast';
import { expectNoAxeViolations } from '@/testing/axe';
import { answer, sentVariables } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { AccountDetailsQuery, type AccountDetailsProfile } from '../api/get-account-details';
import { UpdateAccountDetailsMutation } from '../api/update-account-details';
import { AccountDetailsSection } from './account-details-section';
import { DETAILS_SAVED } from './account-details-form';
import { BACK_TO_REVIEW_TITLE } from './back-to-review-dialog';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

function profileAnswer(canCharge: boolean): AccountDetailsProfile {
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
    developerStatus: { status: 'verified' },
    stripeInfo: { accountStatus: 'active', chargesEnabled: canCharge },
  };
}

function showDetails(canCharge: boolean) {
  answer(AccountDetailsQuery, () => ({ getDeveloperProfile: profileAnswer(canCharge) }));
  const saved = sentVariables(UpdateAccountDetailsMutation);
  renderScreen(
    <main>
      <AccountDetailsSection />
    </main>,
    { url: '/profile' },
  );
  return saved;
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
    const saved = showDetails(false);
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

  it('saves a developer who cannot charge at once, legal name included', async () => {
    const user = userEvent.setup();
    answer(UpdateAccountDetailsMutation, () => ({
      updateAccountDetails: { sentToReview: false, profile: { userId: 'dev-1' } },
    }));
    const saved = showDetails(false);
    await user.clear(await screen.findByLabelText('Legal name', { exact: true }));
    await user.type(legalName(), 'Ada King');
    expect(screen.queryByText(BACK_TO_REVIEW_WARNING)).not.toBeInTheDocument();
    await user.click(saveButton());
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(DETAILS_SAVED));
    expect(saved).toEqual([
      {
        input: expect.objectContaining({ legalName: 'Ada King', companyName: null }),
        confirmReview: false,
      },
    ]);
  });

  it('warns a seller while the legal name differs, and sends it only once they confirm', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    answer(UpdateAccountDetailsMutation, () => ({
      updateAccountDetails: { sentToReview: true, profile: { userId: 'dev-1' } },
    }));
    const saved = showDetails(true);
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

  it('asks to confirm when the server finds the account can charge since the page loaded', async () => {
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
    showDetails(false);
    await user.clear(await screen.findByLabelText('Legal name', { exact: true }));
    await user.type(legalName(), 'Ada King');
    await user.click(saveButton());
    expect(await screen.findByRole('dialog', { name: BACK_TO_REVIEW_TITLE })).toBeInTheDocument();
  });
});
