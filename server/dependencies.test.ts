import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every runtime dependency is imported by runtime code (app/, server/, the styles): an unused one
// is attack surface and install weight for nothing (isbot and @react-router/node were removed).
// Development tools and build-time scripts belong in devDependencies.

const root = path.resolve(import.meta.dirname, "..");
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
};

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name.startsWith("+") ? [] : sources(full);
    return /\.(ts|tsx|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("runtime dependencies", () => {
  const code = [...sources(path.join(root, "app")), ...sources(path.join(root, "server"))]
    .map((file) => fs.readFileSync(file, "utf8"))
    .join("\n");

  // A package of files rather than code (the PDF's fonts) is reached through require's resolve.
  it.each(Object.keys(pkg.dependencies))("%s is imported by runtime code", (name) => {
    const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    expect(code).toMatch(new RegExp(`(from |import\\(|@import |resolve\\w*\\()["']${escaped}(/[^"']*)?["']`));
  });
});
