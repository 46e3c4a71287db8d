/** A session row as the profile lists it; never its token. */
export type ActiveSessionMapper = {
  id: string;
  device: string;
  signedInAt: Date;
  lastActiveAt: Date;
  isCurrent: boolean;
};
