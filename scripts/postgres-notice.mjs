// `npm test` runs the database layer's tests on PostgreSQL only when TEST_DATABASE_URL is set.
// Without it they are skipped: say so in one line, with how to run them.

/** The line to print, or undefined when the PostgreSQL tests will run. */
export function postgresNotice(env) {
  if (env.TEST_DATABASE_URL) return undefined;
  return "PostgreSQL tests skipped: TEST_DATABASE_URL is not set (run them with TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test; any database the user may create databases in).";
}
