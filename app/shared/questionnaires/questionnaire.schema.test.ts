import { describe, expect, it } from "vitest";
import {
  blankQuestion,
  parseQuestionnaireDraft,
  questionnaireChangeSummary,
  toQuestionnaireDraft,
} from "./questionnaire.schema";

const question = (over: Partial<ReturnType<typeof blankQuestion>>) => ({
  ...blankQuestion(),
  label: "Where?",
  ...over,
});

describe("the questionnaire form builder's form", () => {
  it("reads a questionnaire, its kinds, required flags and choices (only for choice questions)", () => {
    const parsed = parseQuestionnaireDraft({
      name: " Wedding day ",
      intro: "Hello",
      questions: [
        question({ key: "venue", required: "on", choices: "ignored" }),
        question({ label: "First look?", kind: "single_choice", choices: "Yes\n\n No \r\nMaybe" }),
      ],
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        name: "Wedding day",
        intro: "Hello",
        questions: [
          { key: "venue", label: "Where?", kind: "short_text", required: true, help: "", choices: [] },
          {
            key: "",
            label: "First look?",
            kind: "single_choice",
            required: false,
            help: "",
            choices: ["Yes", "No", "Maybe"],
          },
        ],
      },
    });
  });

  it("refuses what she would not mean, with messages she understands", () => {
    const parsed = parseQuestionnaireDraft({
      name: "",
      intro: "",
      questions: [
        question({ label: "" }),
        question({ kind: "multiple_choice", choices: "Only one" }),
        question({ kind: "single_choice", choices: "Yes\nYes" }),
        question({ kind: "essay" }),
      ],
    });
    expect(parsed).toEqual({
      ok: false,
      fields: {
        name: "Give the questionnaire a name, e.g. Wedding day questionnaire.",
        "questions.0.label": "Write the question, e.g. Where is the ceremony?",
        "questions.1.choices": "A choice question needs at least two choices: write one per line.",
        "questions.2.choices": "Each choice must be different: “Yes” is there twice.",
        "questions.3.kind": "Choose the kind of answer this question takes.",
      },
    });
    expect(parseQuestionnaireDraft({ name: "Empty", intro: "", questions: [] })).toEqual({
      ok: false,
      fields: { questions: "Add at least one question." },
    });
  });

  it("refuses two questions with one key (a forged or mixed-up form)", () => {
    const parsed = parseQuestionnaireDraft({
      name: "Twice",
      intro: "",
      questions: [question({ key: "q-1" }), question({ key: "q-1" })],
    });
    expect(parsed.ok).toBe(false);
  });

  it("round-trips a stored questionnaire through its draft, and names what changed", () => {
    const stored = {
      name: "Portrait",
      intro: "",
      questions: [
        {
          key: "who",
          label: "Who?",
          kind: "multiple_choice" as const,
          required: true,
          help: "",
          choices: ["Mum", "Dad"],
        },
      ],
    };
    const draft = toQuestionnaireDraft(stored);
    expect(draft.questions[0]).toEqual({
      key: "who",
      label: "Who?",
      kind: "multiple_choice",
      required: "on",
      help: "",
      choices: "Mum\nDad",
    });
    const again = parseQuestionnaireDraft(draft);
    expect(again.ok && again.value).toEqual(stored);
    expect(questionnaireChangeSummary(stored, stored)).toBe("Saved the questionnaire Portrait without changes");
    expect(questionnaireChangeSummary(stored, { ...stored, name: "Family", questions: [] })).toBe(
      "Changed the name and questions of the questionnaire Family",
    );
  });
});
