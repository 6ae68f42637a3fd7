/** The line `npm test` prints when the PostgreSQL tests are skipped, or undefined when they run. */
export function postgresNotice(env: Record<string, string | undefined>): string | undefined;
