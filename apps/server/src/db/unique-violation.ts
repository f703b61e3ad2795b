/** True when a write failed on a unique constraint, in either dialect (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === '23505' || error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * The write's result, or 'exists' when a unique constraint refused it: repositories answer with this
 * meaning so that services never see a driver error. On PostgreSQL a refused write inside a transaction
 * aborts it, so wrap the whole transaction, not one statement in it.
 */
export async function unlessExists<T>(write: () => Promise<T>): Promise<T | 'exists'> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return 'exists';
    throw error;
  }
}
