import { describe, expect, it } from "vitest";
import { answersFromForm, checkAnswers, CHANGED } from "./answers";
import type { Question } from "./questionnaire-types";

const q = (key: string, kind: Question["kind"], required = false, choices: string[] = []): Question => ({
  key,
  label: key,
  kind,
  required,
  help: "",
  choices,
});

const QUESTIONS = [
  q("names", "short_text", true),
  q("story", "long_text"),
  q("day", "date", true),
  q("start", "time"),
  q("look", "single_choice", false, ["Yes", "No"]),
  q("use", "multiple_choice", true, ["Wall art", "Album", "Cards"]),
];

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("questionnaire answers", () => {
  it("keeps what she typed, trimmed, drops empty answers, and orders several choices as asked", () => {
    const posted = answersFromForm(
      form([
        ["answer.names", "  Anna & Ben "],
        ["answer.story", ""],
        ["answer.day", "2027-10-16"],
        ["answer.use", "Cards"],
        ["answer.use", "Wall art"],
        ["intent", "save"],
      ]),
      QUESTIONS,
    );
    expect(posted.ok).toBe(true);
    const checked = checkAnswers(QUESTIONS, posted.ok ? posted.raw : {}, "draft");
    expect(checked).toEqual({
      ok: true,
      answers: { names: "Anna & Ben", day: "2027-10-16", use: ["Wall art", "Cards"] },
    });
  });

  it("saves a draft with required questions empty, but does not complete it, naming each", () => {
    expect(checkAnswers(QUESTIONS, { names: "Anna" }, "draft").ok).toBe(true);
    const complete = checkAnswers(QUESTIONS, { names: "Anna", use: [] }, "complete");
    expect(complete).toEqual({
      ok: false,
      fields: { day: "Please answer this question.", use: "Please pick at least one." },
    });
  });

  it("refuses answers that are not of their question's kind, with a message she understands", () => {
    const checked = checkAnswers(
      QUESTIONS,
      { day: "2027-02-30", start: "25:00", look: "Maybe", use: ["Posters"], names: "x".repeat(301) },
      "draft",
    );
    expect(checked).toEqual({
      ok: false,
      fields: {
        day: "Please enter a date, e.g. 10/16/2027.",
        start: "Please enter a time, e.g. 4:30 PM.",
        look: "Please pick one of the choices given.",
        use: "Please pick only from the choices given.",
        names: "Please keep this answer to 300 characters or fewer.",
      },
    });
    expect(checkAnswers(QUESTIONS, { story: "y".repeat(5001) }, "draft").ok).toBe(false);
  });

  it("refuses an answer to a question she was not asked", () => {
    expect(checkAnswers(QUESTIONS, { names: "Anna", admin: "yes" }, "draft")).toEqual({
      ok: false,
      fields: { questionnaire: CHANGED },
    });
    expect(answersFromForm(form([["answer.__proto__", "x"]]), QUESTIONS)).toEqual({ ok: false, error: CHANGED });
  });

  it("refuses one answer posted twice for a question that takes one", () => {
    const posted = answersFromForm(
      form([
        ["answer.names", "Anna"],
        ["answer.names", "Ben"],
      ]),
      QUESTIONS,
    );
    expect(posted.ok).toBe(false);
  });
});
