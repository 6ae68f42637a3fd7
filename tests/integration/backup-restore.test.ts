import { backupRestoreSuite } from "./backup-restore-suite";

// Issue 26 §8 end to end (./backup-restore-suite.ts): a SQLite site with its photos in a folder,
// backed up to a folder under a steady stream of enquiries, restored into a new place and started
// there. The same against S3 and PostgreSQL: tests/slow/backup-restore-s3-postgres.test.ts.

backupRestoreSuite({ name: "SQLite, photos in a folder, backed up to a folder", postgres: false, s3: false });
