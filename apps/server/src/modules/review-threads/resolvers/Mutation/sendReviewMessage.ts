import { isAdmin, ReviewMessageSchema } from '@vmu/domain';
import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAppsViewer } from '../../../shared/guards/require-apps-viewer';
import { mailingDepsOf } from '../../../shared/mailing-deps';
import { parseInput } from '../../../shared/parse-input';
import { sendReviewMessage as send } from '../../services/send-review-message';

export const sendReviewMessage: NonNullable<MutationResolvers['sendReviewMessage']> = async (
  _parent,
  { versionId, body },
  ctx,
) => {
  // The owner (a verified developer) or an admin; which of them may write here is the version's.
  const viewer = requireAppsViewer(ctx);
  const message = parseInput(ReviewMessageSchema, { body });
  return send(mailingDepsOf(ctx), {
    versionId,
    author: { id: viewer.id, name: viewer.name, isAdmin: isAdmin(viewer) },
    body: message.body,
  });
};
