import fs from "node:fs";

// A section of bench/RESULTS.md that a separate benchmark (media, galleries) owns, between two
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
