import { backupRestoreSuite } from "../integration/backup-restore-suite";

// Issue 26 §8 end to end (tests/integration/backup-restore-suite.ts), the slower kinds of site: photos on
// S3 backed up to S3 (s3rver, in process), and PostgreSQL through pg_dump and pg_restore when
// TEST_DATABASE_URL is set (CI sets it). tests/integration/backup-restore.test.ts runs the SQLite one.

backupRestoreSuite({ name: "SQLite, photos on S3, backed up to S3", postgres: false, s3: true });
if (process.env.TEST_DATABASE_URL) {
  backupRestoreSuite({ name: "PostgreSQL, photos in a folder, backed up to a folder", postgres: true, s3: false });
}
