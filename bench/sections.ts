import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// A section of bench/RESULTS.md that a separate benchmark (media, galleries, booking) owns, between two
// HTML comments, so each benchmark rewrites its own figures and keeps the others'.

export interface ResultsSection {
  start: string;
  end: string;
}

export const sectionMarks = (name: string): ResultsSection => ({
  start: `<!-- ${name}-bench:start -->`,
  end: `<!-- ${name}-bench:end -->`,
});

/** Puts `section` (which begins and ends with the marks) into the file, replacing an earlier one. */
export function writeSection(file: string, marks: ResultsSection, section: string) {
  const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const start = current.indexOf(marks.start);
  const end = current.indexOf(marks.end);
  const next =
    start !== -1 && end > start
      ? current.slice(0, start) + section + current.slice(end + marks.end.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(file, next);
}

/** The section as a RESULTS.md holds it, to carry over when the main benchmark rewrites the file. */
export function sectionOf(file: string, marks: ResultsSection): string | undefined {
  if (!fs.existsSync(file)) return undefined;
  const text = fs.readFileSync(file, "utf8");
  const start = text.indexOf(marks.start);
  const end = text.indexOf(marks.end);
  return start !== -1 && end > start ? text.slice(start, end + marks.end.length) : undefined;
}

export const MEDIA_SECTION = sectionMarks("media");
export const GALLERIES_SECTION = sectionMarks("galleries");
export const BOOKING_SECTION = sectionMarks("booking");
export const STUDIO_SECTION = sectionMarks("studio");
export const SCHEDULER_SECTION = sectionMarks("scheduler");
export const SHOP_SECTION = sectionMarks("shop");

/**
 * Saves a separate benchmark's run: its JSON under bench/results (the temp folder when the run was
 * narrowed by a knob), and its section of RESULTS.md unless partial. Returns the JSON's path.
 */
export function saveSectionRun(options: {
  root: string;
  /** "media", "galleries", "booking": the JSON's name prefix. */
  name: string;
  marks: ResultsSection;
  results: { date: string; partial: boolean };
  section: string;
}): string {
  const { root, name, marks, results, section } = options;
  const stamp = results.date.slice(0, 16).replace(":", "");
  const dir = results.partial ? os.tmpdir() : path.join(root, "bench", "results");
  fs.mkdirSync(dir, { recursive: true });
  const jsonFile = path.join(dir, `${name}-${results.partial ? "partial-" : ""}${stamp}.json`);
  fs.writeFileSync(jsonFile, JSON.stringify(results, null, 1) + "\n");
  console.log(`\n${section}\n`);
  if (!results.partial) {
    const summary = path.join(root, "bench", "RESULTS.md");
    writeSection(summary, marks, section);
    // Committed, so it must pass `npm run format:check` as written.
    execFileSync(path.join(root, "node_modules", ".bin", "prettier"), ["--write", "--log-level=warn", summary], {
      cwd: root,
      stdio: "inherit",
    });
  }
  return jsonFile;
}
