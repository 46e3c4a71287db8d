import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { REVIEW_MESSAGE_REQUIRED, REVIEW_THREAD_CLOSED } from '@vmu/domain';
import { GraphQLRequestError } from '@/lib/graphql';
import { expectNoAxeViolations } from '@/testing/axe';
import { answer, sentVariables } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { SendReviewMessageDocument } from './api/send-review-message';
import { ReviewThread, type ReviewThreadMessage } from './review-thread';

const MESSAGES: ReviewThreadMessage[] = [
  {
    id: 'm-1',
    authorRole: 'REVIEWER',
    authorName: 'Rita Reviewer',
    body: 'See https://example.com/guide. and <b>x</b>',
    createdAt: '2026-03-04T14:05:00.000Z',
  },
  {
    id: 'm-2',
    authorRole: 'DEVELOPER',
    authorName: 'Dana Developer',
    body: 'Fixed.',
    createdAt: '2026-03-05T09:00:00.000Z',
  },
];

describe('ReviewThread', () => {
  it('shows each message with its author, side and time, links as links and markup as text', async () => {
    renderScreen(
      <main>
        <ReviewThread versionId="v-1" messages={MESSAGES} canWrite={false} viewerRole="DEVELOPER" />
      </main>,
    );
    const items = within(screen.getByRole('list', { name: 'Conversation' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Rita Reviewer');
    expect(items[0]).toHaveTextContent('Reviewer');
    expect(items[1]).toHaveTextContent('Developer');
    expect(items[0]!.querySelector('time')).toHaveAttribute('dateTime', '2026-03-04T14:05:00.000Z');
    const link = within(items[0]!).getByRole('link', { name: 'https://example.com/guide' });
    expect(link).toHaveAttribute('href', 'https://example.com/guide');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(link).toHaveAttribute('target', '_blank');
    expect(items[0]).toHaveTextContent('<b>x</b>');
    expect(items[0]!.querySelector('b')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    // A closed thread is no dead end: it says so and where to reach staff.
    expect(screen.getByText(/This conversation is closed/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
    await expectNoAxeViolations();
  });

  it('sends a message, then clears the field and says so', async () => {
    answer(SendReviewMessageDocument, () => ({ sendReviewMessage: { id: 'm-3' } }));
    const onSent = vi.fn();
    renderScreen(
      <main>
        <ReviewThread
          versionId="v-1"
          messages={[]}
          canWrite
          onSent={onSent}
          viewerRole="DEVELOPER"
        />
      </main>,
    );
    expect(screen.getByText('No messages yet.')).toBeInTheDocument();
    await expectNoAxeViolations();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText(REVIEW_MESSAGE_REQUIRED)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Message' }), '  New build is up.  ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledOnce());
    expect(sentVariables(SendReviewMessageDocument)).toEqual([
      { versionId: 'v-1', body: 'New build is up.' },
    ]);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('shows the server’s refusal and keeps the message', async () => {
    answer(SendReviewMessageDocument, () => {
      throw new GraphQLRequestError('THREAD_CLOSED', REVIEW_THREAD_CLOSED, 409);
    });
    renderScreen(<ReviewThread versionId="v-1" messages={[]} canWrite viewerRole="REVIEWER" />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Any news?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REVIEW_THREAD_CLOSED);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Any news?');
  });
});
