import { useState } from 'react';
import { MessageSquare } from 'lucide-react';
import { THREAD_OPEN_STATUSES } from '@vmu/domain';
import { ReviewThread } from '@/components/review-thread/review-thread';
import { Button } from '@/components/ui/button';
import { useApplicationVersion } from '../api/get-application-version';
import { DetailsDialog } from './details-dialog';

interface ConversationDialogProps {
  /** The submission (first or update) the conversation is about. */
  versionId: string;
  /** e.g. 'Conversation: Pocket Chess v1.3.0'. */
  title: string;
}

/**
 * Conversation on a card of the review queues: the reviewer reads and writes to the developer
 * about a submission without deciding it. The messages are read when it opens, so they are the
 * latest; a message sent reloads them (ReviewThread reloads the admin queries).
 */
export function ConversationDialog({ versionId, title }: ConversationDialogProps) {
  const [open, setOpen] = useState(false);
  const version = useApplicationVersion(versionId, open);

  return (
    <DetailsDialog
      title={title}
      description="Messages between you and the developer about this submission. The developer is emailed each message."
      className="sm:max-w-2xl"
      open={open}
      onOpenChange={setOpen}
      query={version}
      failure="The conversation could not be loaded."
      trigger={
        <Button variant="outline" className="flex-1 sm:flex-none">
          <MessageSquare aria-hidden="true" />
          Conversation
        </Button>
      }
    >
      {(loaded) => (
        <ReviewThread
          versionId={loaded.id}
          messages={loaded.messages}
          viewerRole="REVIEWER"
          canWrite={(THREAD_OPEN_STATUSES as readonly string[]).includes(loaded.reviewStatus)}
        />
      )}
    </DetailsDialog>
  );
}
