import { VERSION_NOT_FOUND } from '@vmu/domain';
import { AppError } from '../../errors';

// Looking a version up by the id a client sent: the versions' own module and the conversation
// on a version both need it (decision 0034).

/** Another developer's version answers exactly like one that does not exist. */
export const versionNotFound = () => new AppError('NOT_FOUND', VERSION_NOT_FOUND, 404);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Version ids are uuids; anything else cannot name one (and must never reach a uuid cast). */
export const isVersionId = (value: string) => UUID.test(value);
