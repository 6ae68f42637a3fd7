import { data, Form, redirect } from "react-router";
import { ContactLine } from "~/components/client-gallery/gallery-message";
import { LinkNotValid, LinkTooManyTries } from "~/components/client-gallery/private-link-messages";
import { TimePicker } from "~/components/admin/schedule/time-picker";
import {
  loadSessionPage,
  sessionAction,
  type SessionActionAnswer,
  type SessionPageData,
} from "~/server/scheduling/session-manage.server";
import { privateHeaders, privatePageHeaders } from "../private-page-headers.server";
import { privatePageMeta } from "../private-page-meta";
import type { Route } from "./+types/session-manage";

// /session/<token>: the client's own link to a self-booked session (issue 30 §4). Private like the
// booking page (per request, no-store, noindex). GET shows the session; POST reschedules or
// cancels within the rules, then redirects here with what happened; a refusal says why and
// offers the times that are free now.

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await loadSessionPage(request, params.token);
  const asked = new URL(request.url).searchParams.get("done");
  const done: keyof typeof DONE | null = asked === "moved" || asked === "cancelled" ? asked : null;
  return data({ ...page.data, done }, { status: page.status, headers: privateHeaders(page.retryAfterSeconds) });
}

export async function action({ request, params }: Route.ActionArgs) {
  const page = await loadSessionPage(request, params.token);
  if (!page.booking) {
    return data({ ok: false, error: "This session link is not valid." } satisfies SessionActionAnswer, {
      status: page.status,
      headers: privateHeaders(page.retryAfterSeconds),
    });
  }
  const form = await request.formData();
  const { status, answer } = await sessionAction(page.booking, form);
  if (answer.ok) {
    const done = form.get("intent") === "cancel" ? "cancelled" : "moved";
    return redirect(`/session/${encodeURIComponent(params.token)}?done=${done}`, {
      status: 303,
      headers: privateHeaders(),
    });
  }
  return data(answer, { status, headers: privateHeaders() });
}

// A page route applies its loader's and action's headers only through this export.
export const headers: Route.HeadersFunction = privatePageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privatePageMeta(
    loaderData?.view === "session"
      ? `Your session: ${loaderData.what}`
      : loaderData?.view === "limited"
        ? "Too many tries"
        : "Session link not valid",
  );

const DONE = {
  moved: "Your session is moved. A confirmation with a calendar file is on its way to you.",
  cancelled: "Your session is cancelled and the time is free again. A confirmation is on its way to you.",
} as const;

function SessionView({
  page,
  done,
  failed,
}: {
  page: Extract<SessionPageData, { view: "session" }>;
  done: "moved" | "cancelled" | null;
  failed: SessionActionAnswer | undefined;
}) {
  const error = failed && !failed.ok ? failed : null;
  const days = error?.days ?? page.days;
  return (
    <div className="mx-auto max-w-xl px-4 pt-28 pb-16">
      <h1 className="text-3xl sm:text-4xl">Your session</h1>
      {done ? (
        <p role="status" className="mt-4 rounded border border-ink/30 bg-sand-100 p-3">
          {DONE[done]}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-4 rounded border border-clay p-3">
          {error.error}
        </p>
      ) : null}
      <dl className="mt-6 space-y-2 text-lg">
        <div>
          <dt className="inline font-medium">Session: </dt>
          <dd className="inline">{page.what}</dd>
        </div>
        <div>
          <dt className="inline font-medium">When: </dt>
          <dd className="inline">{page.when}</dd>
        </div>
        {page.place ? (
          <div>
            <dt className="inline font-medium">Where: </dt>
            <dd className="inline">{page.place}</dd>
          </div>
        ) : null}
        <div>
          <dt className="inline font-medium">Status: </dt>
          <dd className="inline">
            {page.status === "booked"
              ? "Booked"
              : page.status === "pending"
                ? "Waiting for your signature and deposit"
                : page.status === "cancelled"
                  ? "Cancelled"
                  : "Not booked (the time was given up)"}
          </dd>
        </div>
      </dl>
      {page.status === "cancelled" || page.status === "expired" ? (
        <p className="mt-6">
          <a href={page.againPath} className="font-medium text-clay underline underline-offset-4">
            Book another time
          </a>
        </p>
      ) : page.mayChange ? (
        <>
          <section aria-labelledby="reschedule" className="mt-10">
            <h2 id="reschedule" className="text-2xl">
              Reschedule
            </h2>
            <p className="mt-2 text-ink-soft">
              Choose another free time (Arizona time). You can change your session until {page.noticeHours} hours before
              it starts.
            </p>
            <Form method="post" className="mt-4 space-y-4">
              <TimePicker days={days} empty="No other time is free in the coming weeks." />
              {days.length ? (
                <button type="submit" name="intent" value="reschedule" className="btn-primary">
                  Move my session
                </button>
              ) : null}
            </Form>
          </section>
          <section aria-labelledby="cancel" className="mt-10">
            <h2 id="cancel" className="text-2xl">
              Cancel
            </h2>
            <p className="mt-2">{page.deposit}</p>
            <Form method="post" className="mt-4 space-y-4">
              <label className="flex min-h-11 items-center gap-2">
                <input type="checkbox" name="confirm" value="yes" required />I want to cancel my session
              </label>
              <button type="submit" name="intent" value="cancel" className="btn-outline">
                Cancel my session
              </button>
            </Form>
          </section>
        </>
      ) : page.status === "booked" ? (
        <p className="mt-8">
          It is less than {page.noticeHours} hours before your session, so it can no longer be changed here. To move or
          cancel it, please write to {page.contact.siteName} at{" "}
          <a href={`mailto:${page.contact.email}`} className="font-medium text-clay underline underline-offset-4">
            {page.contact.email}
          </a>
          .
        </p>
      ) : null}
      <ContactLine contact={page.contact} />
    </div>
  );
}

export default function SessionManagePage({ loaderData, actionData }: Route.ComponentProps) {
  switch (loaderData.view) {
    case "limited":
      return <LinkTooManyTries what="session" contact={loaderData.contact} retryAfter={loaderData.retryAfter} />;
    case "unknown":
      return <LinkNotValid what="session" contact={loaderData.contact} />;
    case "session":
      return <SessionView page={loaderData} done={loaderData.done} failed={actionData} />;
  }
}
