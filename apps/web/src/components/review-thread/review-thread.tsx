/**
 * The conversation between reviewer and developer about one submission (decision 0034), shared by
 * the developer's screens (Submit New Version, Version History) and the admin's review screens.
 *
 * API (keep it stable, both sides use it):
 *
 *   <ReviewThread
 *     versionId="…"            // the version (submission) the thread belongs to
 *     messages={[…]}           // oldest first: { id, authorRole, authorName, body, createdAt }
 *     canWrite={true}          // shows the form; only while the version is in review or rejected
 *     viewerRole="DEVELOPER"   // or 'REVIEWER': which side is reading (labels the own messages)
 *     onSent={() => {}}        // optional: after a message was sent and the form cleared
 *   />
 *
 * The messages are plain text: the domain's messageParts splits off the http(s) addresses, which
 * become links; nothing is ever rendered as HTML. Sending calls sendReviewMessage and reloads the
 * app and admin queries (the thread's messages come with them). The documents that read a
 * version's messages spread ReviewMessageFragment (./api/send-review-message).
 */
import { useId, useState } from 'react';
import {
  messageParts,
  REVIEW_MESSAGE_MAX_LENGTH,
  ReviewMessageSchema,
  type ReviewMessageAuthorRole,
} from '@vmu/domain';
import { Send } from 'lucide-react';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { formatDateTime } from '@/lib/format';
import { GraphQLRequestError } from '@/lib/graphql';
import { useSendReviewMessage } from './api/send-review-message';

export interface ReviewThreadMessage {
  id: string;
  authorRole: ReviewMessageAuthorRole;
  authorName: string;
  body: string;
  createdAt: string;
}

export interface ReviewThreadProps {
  versionId: string;
  messages: readonly ReviewThreadMessage[];
  canWrite: boolean;
  onSent?: () => void;
  viewerRole: ReviewMessageAuthorRole;
}

export const SEND_FAILED = 'Failed to send the message. Please try again.';
const ROLE_LABELS: Record<ReviewMessageAuthorRole, string> = {
  REVIEWER: 'Reviewer',
  DEVELOPER: 'Developer',
};

const UNTYPED_CODES = new Set(['INTERNAL_SERVER_ERROR', 'NETWORK_ERROR', 'UNKNOWN']);

/** The server's message of an expected refusal; undefined for a masked or network failure. */
function refusalOf(problem: unknown): string | undefined {
  return problem instanceof GraphQLRequestError && !UNTYPED_CODES.has(problem.code)
    ? problem.message
    : undefined;
}

/** A message's text with its addresses as links; React escapes the rest, so <b> stays text. */
function MessageBody({ body }: { body: string }) {
  return (
    <p className="whitespace-pre-wrap wrap-anywhere">
      {messageParts(body).map((part, index) =>
        part.href ? (
          <a
            key={index}
            href={part.href}
            rel="noopener noreferrer nofollow"
            target="_blank"
            className="font-medium text-primary underline underline-offset-4"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

export function ReviewThread({
  versionId,
  messages,
  canWrite,
  onSent,
  viewerRole,
}: ReviewThreadProps) {
  return (
    <div className="grid gap-4">
      {messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">No messages yet.</p>
      ) : (
        <ol aria-label="Conversation" className="grid gap-3">
          {messages.map((message) => {
            const own = message.authorRole === viewerRole;
            return (
              <li
                key={message.id}
                className={
                  own
                    ? 'rounded-lg border border-border bg-muted p-3 text-sm'
                    : 'rounded-lg border border-border bg-background p-3 text-sm'
                }
              >
                <p className="mb-1 flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
                  <span className="font-semibold text-foreground wrap-anywhere">
                    {message.authorName}
                  </span>
                  <span>{ROLE_LABELS[message.authorRole]}</span>
                  <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                </p>
                <MessageBody body={message.body} />
              </li>
            );
          })}
        </ol>
      )}
      {canWrite ? (
        <MessageForm versionId={versionId} onSent={onSent} />
      ) : (
        <ClosedNote viewerRole={viewerRole} />
      )}
    </div>
  );
}

/**
 * A decided or withdrawn version's conversation takes no more messages: it says so, and where a
 * developer reaches staff instead, so a last question is never a dead end (decision 0058).
 */
function ClosedNote({ viewerRole }: { viewerRole: ReviewThreadProps['viewerRole'] }) {
  return (
    <p className="text-sm text-muted-foreground">
      This conversation is closed: no more messages can be sent about this version.
      {viewerRole === 'DEVELOPER' ? (
        <>
          {' To reach the review team, use the '}
          <Link to={paths.contact} className="underline underline-offset-4">
            contact page
          </Link>
          , or write in the conversation of your next submission.
        </>
      ) : null}
    </p>
  );
}

function MessageForm({ versionId, onSent }: { versionId: string; onSent?: () => void }) {
  const id = useId();
  const send = useSendReviewMessage();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = ReviewMessageSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      await send.mutateAsync({ versionId, body: parsed.data.body });
    } catch (problem) {
      // The server's typed refusals (a closed thread, a too long message) say what to do.
      const message = refusalOf(problem);
      if (message === undefined) console.error(SEND_FAILED, problem);
      setFailure(message ?? SEND_FAILED);
      return;
    }
    setBody('');
    onSent?.();
  }

  return (
    <form
      noValidate
      aria-label="Send a message"
      className="grid gap-3"
      onSubmit={(event) => void submit(event)}
    >
      <FormField
        id={`${id}-message`}
        label="Message"
        error={error ?? undefined}
        limit={{ value: body, max: REVIEW_MESSAGE_MAX_LENGTH }}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={body}
            disabled={send.isPending}
            onChange={(event) => setBody(event.target.value)}
          />
        )}
      </FormField>
      {failure ? (
        <Alert variant="destructive" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Button type="submit" className="w-fit justify-self-end" disabled={send.isPending}>
        {send.isPending ? <Spinner /> : <Send aria-hidden="true" />}
        Send Message
      </Button>
    </form>
  );
}
