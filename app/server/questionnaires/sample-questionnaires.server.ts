import type { Question, QuestionnaireContent } from "~/shared/questionnaires/questionnaire-types";

// The two SAMPLE questionnaires seeded by migration 0027 (issue 29 §3): a wedding (the day's
// timeline, the venues, the family photo list, the vendors) and a portrait session. Written in
// plain words as a starting point; on the go-live checklist until she saves or confirms them.
// Keys are fixed here, like the keys the form builder gives: answers are stored under them.

const q = (
  key: string,
  label: string,
  kind: Question["kind"],
  options: { required?: boolean; help?: string; choices?: string[] } = {},
): Question => ({
  key,
  label,
  kind,
  required: options.required ?? false,
  help: options.help ?? "",
  choices: options.choices ?? [],
});

export const SAMPLE_WEDDING_QUESTIONNAIRE: QuestionnaireContent = {
  name: "Wedding day questionnaire (sample)",
  intro:
    "Congratulations! These answers help me plan your day so I can be in the right place at the right moment. Answer what you know now: your answers are saved as you type, and you can come back to finish. Send them to me about a month before the wedding.",
  questions: [
    q("couple-names", "Your names as you like them written", "short_text", {
      required: true,
      help: "e.g. Anna & Ben Ruiz.",
    }),
    q("phone-on-the-day", "A phone number that reaches you (or a helper) on the day", "short_text", {
      required: true,
    }),
    q("getting-ready-address", "Where are you getting ready?", "long_text", {
      help: "The address, and the room or suite if you know it.",
    }),
    q("ceremony-address", "Ceremony venue and address", "long_text", { required: true }),
    q("ceremony-time", "Ceremony start time", "time", { required: true }),
    q("reception-address", "Reception venue and address", "long_text", {
      required: true,
      help: "Write “same as the ceremony” if it is.",
    }),
    q("timeline", "Timeline of the day", "long_text", {
      required: true,
      help: "From getting ready to the last dance: times for the first look, ceremony, family photos, cocktail hour, entrances, toasts, first dance, cake, send-off.",
    }),
    q("first-look", "Are you planning a first look?", "single_choice", {
      choices: ["Yes", "No", "Not sure yet"],
    }),
    q("family-photos", "Family photo list", "long_text", {
      required: true,
      help: "One group per line, e.g. “Couple with Anna’s parents”. Name someone who knows the family to help gather people.",
    }),
    q("family-notes", "Anything to know about the family?", "long_text", {
      help: "Divorced parents, someone who needs a chair, a relative to be sure to photograph…",
    }),
    q("planner", "Wedding planner or coordinator (name and phone)", "short_text"),
    q("florist", "Florist", "short_text"),
    q("music", "DJ or band", "short_text"),
    q("videographer", "Videographer", "short_text"),
    q("other-vendors", "Other vendors I should know", "long_text", { help: "Hair and make-up, officiant, caterer…" }),
    q("must-have-shots", "Photos you would be sad to miss", "long_text"),
    q("anything-else", "Anything else I should know?", "long_text"),
  ],
};

export const SAMPLE_PORTRAIT_QUESTIONNAIRE: QuestionnaireContent = {
  name: "Portrait session questionnaire (sample)",
  intro:
    "I can’t wait to meet you! A few questions so the session feels like you. Your answers are saved as you type; send them when you’re done.",
  questions: [
    q("who-is-coming", "Who is coming to the session?", "long_text", {
      required: true,
      help: "Names and ages of the children, and any pets.",
    }),
    q("occasion", "What is the occasion?", "single_choice", {
      choices: ["Family photos", "Maternity", "Newborn", "Engagement", "Senior portraits", "Just because"],
    }),
    q("outfits", "What are you planning to wear?", "long_text", {
      help: "Colours and styles you are thinking of: I am happy to help you choose.",
    }),
    q("ideas", "Ideas, poses or places you love", "long_text"),
    q("photo-use", "Where will the photos end up?", "multiple_choice", {
      choices: ["Wall art", "An album", "Holiday cards", "Online"],
    }),
    q("anything-to-know", "Anything I should know?", "long_text", {
      help: "Someone shy of the camera, a child’s nap time, a health need…",
    }),
  ],
};
