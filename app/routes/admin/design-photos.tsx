import { Link } from "react-router";
import { adminMeta, Badge, PageTitle, Section, smallButton } from "~/components/admin/admin-ui";
import { SelectField } from "~/components/admin/content/home-photos/fields";
import { EditorField } from "~/components/admin/editor/editor-field";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { SaveButtons } from "~/components/admin/editor/save-buttons";
import { refusedInput, SaveOutcome } from "~/components/admin/editor/save-outcome";
import { Picture } from "~/components/ui/picture";
import { answer } from "~/server/admin/editor/edit-result.server";
import { editorAction } from "~/server/admin/editor/editor-action.server";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { field } from "~/server/admin/editor/form-values.server";
import {
  chooseDesignPhoto,
  designPhotosEditorData,
  revertDesignPhoto,
  type DesignSlotView,
} from "~/server/content/design-photos-editor.server";
import { defineIntents } from "~/shared/admin/intents";
import type { Route } from "./+types/design-photos";

// The shop's and the design's own pictures (issue 31 §2, decision 048): each print's and album's
// photo, the testimonial tiles, the bee logo and the welcome video's cover. She picks one from her
// Photos library, with its description, or goes back to the built-in picture; the pages show it
// as soon as she saves.

export const meta: Route.MetaFunction = () => adminMeta("Design & shop photos");

const INTENTS = defineIntents(["choose", "revert"]);

export function loader({ request }: Route.LoaderArgs) {
  const selected = new URL(request.url).searchParams.get("slot");
  return editorLoader(request, () => designPhotosEditorData(selected));
}

export function action({ request }: Route.ActionArgs) {
  return editorAction(
    request,
    INTENTS,
    {
      choose: {
        versioned: async ({ form, version, actor }) => {
          const values = { slot: field(form, "slot"), photo: field(form, "photo"), alt: field(form, "alt") };
          const result = await chooseDesignPhoto({ ...values, version, actor });
          return answer(result, { echo: { values }, context: { slot: values.slot } });
        },
      },
      revert: {
        versioned: async ({ form, version, actor }) => {
          const slot = field(form, "slot");
          return answer(await revertDesignPhoto({ slot, version, actor }), { context: { slot } });
        },
      },
    },
    { fallback: INTENTS.choose },
  );
}

const editHref = (key: string) => `/admin/design-photos?slot=${encodeURIComponent(key)}#slot-editor`;

export default function DesignPhotosEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { groups, selected, choices } = loaderData;
  return (
    <>
      <PageTitle lead="The photos of your shop's prints and albums, the testimonial tiles and the pictures of the site's design. Choose each from your photo library (upload new ones under Photos); changes show on the site as soon as you save.">
        Design &amp; shop photos
      </PageTitle>
      <SaveOutcome result={actionData} reloadTo="/admin/design-photos" />
      {selected && <SlotEditor slot={selected} choices={choices} actionData={actionData} />}
      {groups.map((group) => (
        <Section key={group.group} title={group.title}>
          <p className="mb-4 text-sm text-ink-soft">{group.help}</p>
          <ul className="divide-y divide-ink/10">
            {group.slots.map((slot) => (
              <li
                key={slot.key}
                className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start"
                data-testid="design-slot"
              >
                <SlotThumb slot={slot} />
                <div className="min-w-0 flex-1 space-y-1">
                  <h3 className="text-base font-medium break-words">
                    {slot.name} {slot.sample && <Badge tone="warn">SAMPLE</Badge>}
                    {slot.photoId !== null && !slot.unavailable && <Badge tone="good">Your photo</Badge>}
                  </h3>
                  <p className="text-sm text-ink-soft">Shown on: {slot.shownOn}</p>
                  <p className="text-sm text-ink-soft">Best: {slot.requirement}</p>
                  {slot.unavailable && (
                    <p className="text-sm text-danger">
                      Your chosen photo is not ready to show (still processing, or removed): the built-in picture shows
                      until it is.
                    </p>
                  )}
                  <div className="flex flex-wrap gap-2 pt-2">
                    <Link to={editHref(slot.key)} className={smallButton}>
                      Choose from your photos<span className="sr-only"> for {slot.name}</span>
                    </Link>
                    {slot.photoId !== null && <RevertButton slot={slot} />}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </>
  );
}

function SlotThumb({ slot }: { slot: DesignSlotView }) {
  return (
    <div className="h-24 w-32 shrink-0 overflow-hidden rounded bg-sand-100">
      {slot.image && (
        <Picture image={slot.image} alt={`Now: ${slot.alt}`} sizes="128px" className="block h-full w-full" fill />
      )}
    </div>
  );
}

function RevertButton({ slot }: { slot: DesignSlotView }) {
  return (
    <EditorForm version={slot.version} key={slot.version}>
      <input type="hidden" name="slot" value={slot.key} />
      <button type="submit" name="intent" value={INTENTS.revert} className={smallButton}>
        Go back to the built-in photo<span className="sr-only"> for {slot.name}</span>
      </button>
    </EditorForm>
  );
}

function SlotEditor({
  slot,
  choices,
  actionData,
}: {
  slot: DesignSlotView;
  choices: { value: string; label: string }[];
  actionData: unknown;
}) {
  const { errors, values } = refusedInput(actionData);
  const typed = (values as { slot?: string }).slot === slot.key ? values : {};
  return (
    <section id="slot-editor" className="mt-6 rounded-lg border border-clay/40 bg-white p-4 sm:p-6" tabIndex={-1}>
      <h2 className="text-2xl break-words">Choose a photo: {slot.name}</h2>
      <p className="mt-1 text-sm text-ink-soft">
        Shown on: {slot.shownOn}. Best: {slot.requirement}.
      </p>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row">
        <SlotThumb slot={slot} />
        <EditorForm version={slot.version} key={`${slot.key}-${slot.version}`} className="min-w-0 flex-1 space-y-4">
          <input type="hidden" name="slot" value={slot.key} />
          <SelectField
            id="design-photo"
            name="photo"
            label="Choose from your photo library"
            value={typed.photo ?? (slot.photoId !== null ? String(slot.photoId) : "")}
            placeholder="Choose a photo…"
            groups={[{ choices }]}
            error={errors.photo}
            help="Newest first. Upload new photos under Photos; a photo shows here once it has finished processing."
          />
          {slot.decorative ? (
            <p className="text-sm text-ink-soft">
              No description needed: this picture sits beside its own title, which is what is read out.
            </p>
          ) : (
            <EditorField
              id="design-alt"
              name="alt"
              label="Description (alt text)"
              value={typed.alt ?? (slot.photoId !== null ? slot.alt : "")}
              errors={errors}
              help={`What the photo shows, in a few words: read aloud to people who cannot see it. Left empty: “${slot.defaultAlt}”.`}
            />
          )}
          <SaveButtons save={{ intent: INTENTS.choose, label: "Use this photo" }} />
        </EditorForm>
      </div>
      <p className="mt-4">
        <Link to="/admin/design-photos" className="text-sm underline underline-offset-4">
          Close without changing
        </Link>
      </p>
    </section>
  );
}
