import { data, redirect } from "react-router";
import { PRIVATE_HEADERS } from "~/server/galleries/client-request.server";
import { saveAnswers, type AnswerOutcome } from "~/server/questionnaires/questionnaire-answers.server";
import type { Route } from "./+types/questionnaire";

// POST /book/:token/questionnaire: the client's answers (issue 29 §3, docs/decisions/037). The page
// saves as she types with a script (intent "autosave", answered in JSON); without one, Save and
// "Send my answers" are plain form posts answered with a redirect back to her booking page, which
// then says "Saved", marks what is still to answer, or shows her sent answers.

const wantsJson = (request: Request) => (request.headers.get("accept") ?? "").includes("application/json");

function plain(status: number, message: string, headers: Record<string, string> = {}) {
  return new Response(`${message}\n`, {
    status,
    headers: { ...PRIVATE_HEADERS, "Content-Type": "text/plain; charset=utf-8", ...headers },
  });
}

function back(token: string, state: "saved" | "check" | "sent") {
  const hash = state === "check" ? "questionnaire-errors" : "questionnaire";
  return redirect(`/book/${token}?questionnaire=${state}#${hash}`, { status: 303, headers: PRIVATE_HEADERS });
}

function json(outcome: AnswerOutcome) {
  switch (outcome.kind) {
    case "saved":
      return data({ saved: true, savedAt: outcome.savedAt }, { headers: PRIVATE_HEADERS });
    case "completed":
      return data({ completed: true }, { headers: PRIVATE_HEADERS });
    case "incomplete":
      return data(
        { error: "Please answer the marked questions.", fields: outcome.fields },
        { status: 400, headers: PRIVATE_HEADERS },
      );
    case "refused":
      return data(
        { error: outcome.error, fields: outcome.fields },
        { status: outcome.status, headers: PRIVATE_HEADERS },
      );
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return plain(405, "Method not allowed", { Allow: "POST" });
  const outcome = await saveAnswers(request, params.token);
  if (wantsJson(request)) return json(outcome);
  switch (outcome.kind) {
    case "saved":
      return back(params.token, "saved");
    case "completed":
      return back(params.token, "sent");
    case "incomplete":
      return back(params.token, "check");
    case "refused": {
      const field = outcome.fields ? Object.values(outcome.fields)[0] : undefined;
      const retry: Record<string, string> = outcome.retryAfterSeconds
        ? { "Retry-After": String(outcome.retryAfterSeconds) }
        : {};
      return plain(
        outcome.status,
        [outcome.error, field, "Go back to the page, correct it and try again."].filter(Boolean).join("\n"),
        retry,
      );
    }
  }
}

export function loader() {
  return plain(405, "Method not allowed", { Allow: "POST" });
}
