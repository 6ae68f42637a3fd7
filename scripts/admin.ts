import readline from "node:readline/promises";
import {
  MIN_PASSWORD_LENGTH,
  normaliseEmail,
  passwordProblem,
  saveAdminUser,
} from "../app/server/admin/accounts.server";
import { clearSignInThrottle } from "../app/server/admin/throttle.server";
import { closeDatabase, database, migrate } from "../app/server/db/db.server";

// `npm run admin -- create <email>`: creates the studio admin account (or sets a new password for
// an existing one, ending its sessions). `npm run admin -- unlock [email]`: lifts the sign-in
// delays (all of them, or that account's). Uses DATABASE_URL exactly like the server and applies
// pending migrations first. The password comes from ADMIN_PASSWORD, or a hidden prompt on a TTY.

const usage = `Usage:
  npm run admin -- create <email>
    Creates the admin account, or sets a new password for it (ending its sessions).
    The password is read from ADMIN_PASSWORD, or asked for when run in a terminal.
    At least ${MIN_PASSWORD_LENGTH} characters.
  npm run admin -- unlock [email]
    Clears the failed sign-in counters (for that account, or for everyone), so nobody has to
    wait after too many wrong passwords.`;

async function askHidden(question: string): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  process.stdout.write(question);
  // Echo nothing while the password is typed (readline has no public switch for this).
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => {};
  try {
    return await rl.question("");
  } finally {
    rl.close();
    process.stdout.write("\n");
  }
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) throw new Error("Not a terminal: set ADMIN_PASSWORD to the new password.");
  const first = await askHidden(`Password (at least ${MIN_PASSWORD_LENGTH} characters): `);
  const problem = passwordProblem(first);
  if (problem) throw new Error(problem);
  const second = await askHidden("Repeat the password: ");
  if (first !== second) throw new Error("The passwords do not match.");
  return first;
}

async function main(args: string[]) {
  const [command, email] = args;
  if (command === "unlock" && args.length <= 2) {
    await migrate(database());
    const cleared = await clearSignInThrottle(email ? normaliseEmail(email) : undefined);
    console.log(
      `Cleared ${cleared} sign-in counter${cleared === 1 ? "" : "s"}${email ? ` for ${normaliseEmail(email)}` : ""}.`,
    );
    return 0;
  }
  if (command !== "create" || !email) {
    console.error(usage);
    return 2;
  }
  const password = await readPassword();
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  await migrate(database());
  const { user, created } = await saveAdminUser(email, password);
  console.log(created ? `Created admin account ${user.email}.` : `Set a new password for ${user.email}.`);
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
