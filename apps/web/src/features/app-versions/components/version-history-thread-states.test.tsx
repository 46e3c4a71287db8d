import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VERSION_STATUS_LABELS, VERSION_STATUSES, type VersionStatus } from '@vmu/domain';
import { SendReviewMessageDocument } from '@/components/review-thread/api/send-review-message';
import type { ReviewThreadMessage } from '@/components/review-thread/review-thread';
import { expectNoAxeViolations } from '@/testing/axe';
import { answer, sentVariables } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { VersionHistoryDocument, type VersionHistoryApp } from '../api/get-version-history';
import { VersionHistory } from './version-history';

// Conversations have no dead ends: on Version History (where the reviewer's mail leads), a
// version in any status the history shows whose thread ends with the reviewer's question
// offers the message form, or says the conversation is closed and where to write instead.
// A Record over the domain's statuses, so a new one does not compile until it is handled here;
// the server's side of the same rule, state by state, is
// apps/server/src/modules/review-threads/review-thread-states.test.ts.

type Shows =
  /** The thread is open and the answer is sent and shown. */
  | 'MESSAGE_FORM'
  /** No form; the thread says it is closed and links the contact page. */
  | 'CLOSED_NOTE'
  /** Nobody reviews a draft, so no question can wait there: no conversation is shown. */
  | 'NO_QUESTION_CAN_WAIT';

const SHOWS: Record<VersionStatus, Shows> = {
  DRAFT: 'NO_QUESTION_CAN_WAIT',
  IN_REVIEW: 'MESSAGE_FORM',
  REJECTED: 'MESSAGE_FORM',
  APPROVED: 'CLOSED_NOTE',
  WITHDRAWN: 'CLOSED_NOTE',
  LIVE: 'CLOSED_NOTE',
  SUPERSEDED: 'CLOSED_NOTE',
};

const QUESTION: ReviewThreadMessage = {
  id: 'm-1',
  authorRole: 'REVIEWER',
  authorName: 'Rita Reviewer',
  body: 'Does the game save between levels?',
  createdAt: '2026-03-04T14:05:00.000Z',
};
const ANSWER = 'Yes: after each level, on the VMU.';

/** A live app whose only version is in `status`, its thread as `messages` holds it now. */
function historyWith(status: VersionStatus, messages: ReviewThreadMessage[]): VersionHistoryApp {
  return {
    appId: 'app-1',
    appName: 'Star Hopper',
    status: 'LIVE',
    currentVersion: '1.4.2',
    openUpdate: null,
    versions: [
      {
        id: 'v-1',
        versionNumber: '1.4.2',
        releaseNotes: '',
        status,
        isUpdate: false,
        submittedAt: '2026-03-01T10:00:00.000Z',
        decidedAt: null,
        reviewNotes: null,
        fileSize: 2048,
        messages: [...messages],
      },
    ],
  };
}

describe('Version History: a reviewer’s last question in every version status', () => {
  it.for(VERSION_STATUSES.map((status) => [status, SHOWS[status]] as const))(
    '%s: %s',
    async ([status, shows]) => {
      const thread = shows === 'NO_QUESTION_CAN_WAIT' ? [] : [QUESTION];
      answer(VersionHistoryDocument, () => ({ getApplication: historyWith(status, thread) }));
      answer(SendReviewMessageDocument, ({ body }) => {
        thread.push({ ...QUESTION, id: 'm-2', authorRole: 'DEVELOPER', authorName: 'Ada', body });
        return { sendReviewMessage: { id: 'm-2' } };
      });
      renderScreen(
        <main>
          <VersionHistory appId="app-1" />
        </main>,
        { url: '/apps/app-1/versions' },
      );
      const card = await screen.findByRole('region', { name: 'v1.4.2' });
      expect(card).toHaveTextContent(VERSION_STATUS_LABELS[status]);

      if (shows === 'NO_QUESTION_CAN_WAIT') {
        expect(within(card).queryByText(/Conversation/)).not.toBeInTheDocument();
        expect(within(card).queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
        return;
      }

      // The thread opens from its summary when it is collapsed, as a developer would open it.
      const summary = within(card).getByText('Conversation (1)');
      if (!summary.closest('details')?.open) await userEvent.click(summary);
      const messages = within(card).getByRole('list', { name: 'Conversation' });
      expect(within(messages).getAllByRole('listitem').at(-1)).toHaveTextContent(QUESTION.body);
      expect(messages).toBeVisible();

      if (shows === 'MESSAGE_FORM') {
        expect(within(card).queryByText(/This conversation is closed/)).not.toBeInTheDocument();
        await userEvent.type(within(card).getByRole('textbox', { name: 'Message' }), ANSWER);
        await userEvent.click(within(card).getByRole('button', { name: 'Send Message' }));
        expect(await within(card).findByText(ANSWER)).toBeVisible();
        expect(sentVariables(SendReviewMessageDocument)).toEqual([
          { versionId: 'v-1', body: ANSWER },
        ]);
      } else {
        expect(within(card).queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
        expect(
          within(card).getByText(
            /This conversation is closed: no more messages can be sent about this version\. To reach the review team, use the/,
          ),
        ).toBeVisible();
        expect(within(card).getByRole('link', { name: 'contact page' })).toHaveAttribute(
          'href',
          '/contact',
        );
      }
      await expectNoAxeViolations();
    },
  );
});
