import type { ReviewMessageAuthorRole } from '@vmu/domain';
import { greeting, renderMail } from './mail-layout';
import type { MailMessage } from './mailer';

// A new message in the conversation about a submission (decision 0034) tells the other side: the
// reviewer's goes to the app's developer, the developer's to the reviewer who last wrote (or
// the support inbox while no reviewer has). The message is quoted as plain text: it is the
// writer's own text, never HTML, and the layout escapes it in the HTML part.

export type ReviewMessageMailInput = {
  to: string;
  /** The recipient's name; empty for the support inbox (a plain greeting). */
  name: string;
  /** Who wrote: the other side receives the mail. */
  authorRole: ReviewMessageAuthorRole;
  authorName: string;
  appName: string;
  versionNumber: string;
  body: string;
  /** Where the recipient reads and answers the conversation. */
  link: string;
  supportEmail: string;
};

export const reviewMessageMailSubject = (authorRole: ReviewMessageAuthorRole, appName: string) =>
  authorRole === 'REVIEWER'
    ? `New message from our review team about "${appName}"`
    : `New message from the developer of "${appName}"`;

export function reviewMessageMail(input: ReviewMessageMailInput): MailMessage {
  const toDeveloper = input.authorRole === 'REVIEWER';
  const version = `version ${input.versionNumber} of "${input.appName}"`;
  return {
    kind: 'review-message',
    to: input.to,
    subject: reviewMessageMailSubject(input.authorRole, input.appName),
    // A developer's questions beyond the conversation go to support, as with every review mail.
    ...(toDeveloper ? { replyTo: input.supportEmail } : {}),
    ...renderMail([
      { text: greeting(input.name) },
      {
        text: toDeveloper
          ? `${input.authorName} of our review team wrote about ${version}:`
          : `${input.authorName}, the developer, wrote about ${version}:`,
      },
      { quote: input.body },
      {
        // The conversation closes once the version is decided or withdrawn (decision 0058): the
        // mail says so, as the closed conversation on the portal does.
        text: toDeveloper
          ? `Answer in the conversation of this version on the portal while it is in review. Once it is decided or withdrawn, the conversation closes: then reply to this email or write to ${input.supportEmail}.`
          : 'Answer in the conversation of this version on the portal while it is in review.',
      },
      {
        link: input.link,
        label: toDeveloper ? 'Open the version history' : 'Open the review queue',
      },
      ...(toDeveloper
        ? [{ text: `Questions? Reply to this email or write to ${input.supportEmail}.` }]
        : []),
    ]),
  };
}
