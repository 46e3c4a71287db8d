import { ACCOUNT_ALREADY_DELETED } from '@vmu/domain';
import { AppError } from '../../errors';

/** What an action on an account whose deletion was acknowledged answers (decision 0047). */
export const accountGone = () => new AppError('ACCOUNT_DELETED', ACCOUNT_ALREADY_DELETED, 409);
