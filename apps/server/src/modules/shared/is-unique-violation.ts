/**
 * Whether a database error (or one it caused: Drizzle wraps driver errors) is PostgreSQL's
 * unique_violation on `constraint`. pg and PGlite both report code 23505 and the constraint.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const {
      code,
      constraint: name,
      cause,
    } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === '23505') return name === undefined || name === constraint;
    current = cause;
  }
  return false;
}
