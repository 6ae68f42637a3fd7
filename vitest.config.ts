import { defineConfig } from "vitest/config";
import os from "node:os";
import path from "node:path";

const alias = { "~": path.resolve(import.meta.dirname, "app") };
// Vitest's default leaves one core free: on two cores, one file at a time.
const everyCore = os.availableParallelism();

// Three layers (plus the slow suite), each runnable alone: unit tests sit next to the code they test,
// integration and e2e tests start the built server (tests/helpers/server.ts).
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          maxWorkers: everyCore,
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One file per core: each has its own server, data folder and databases, and much of a
          // file's time is spent waiting (jobs, mail retries, restarts), so two overlap well on two
          // cores (675 s → 430 s). The e2e files are CPU-bound with Chromium: one at a time.
          maxWorkers: everyCore,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
      {
        // `npm run test:slow`: faults, load-shaped and keyboard journeys that take minutes.
        // Serial, one file at a time: they kill servers and start databases of their own.
        resolve: { alias },
        test: {
          name: "slow",
          include: ["tests/slow/**/*.test.ts"],
          exclude: ["tests/slow/fuzz-*.test.ts"],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { concurrent: false },
        },
      },
      {
        // Also `npm run test:slow`, after the slow project (its own group: another worker count).
        // The property-based run in two halves, side by side: each sends one request at a time to
        // a server and database of its own and waits on them far more than it computes.
        resolve: { alias },
        test: {
          name: "fuzz",
          include: ["tests/slow/fuzz-*.test.ts"],
          testTimeout: 600_000,
          hookTimeout: 120_000,
          maxWorkers: everyCore,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
