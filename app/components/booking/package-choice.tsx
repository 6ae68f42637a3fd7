import { useId } from "react";
import { Form } from "react-router";
import type { OptionView } from "./booking-types";

// The packages she picks from, as radio cards in a GET form: without JavaScript, "Show this
// package's total" reloads the page with ?option=; with it, picking is enough (onPick).

export function PackageChoice({
  options,
  picked,
  onPick,
}: {
  options: OptionView[];
  picked: string;
  onPick: (key: string) => void;
}) {
  const headingId = useId();
  if (options.length === 1) {
    const only = options[0]!;
    return (
      <section aria-labelledby={headingId} className="mt-10">
        <h2 id={headingId} className="text-2xl">
          Your package
        </h2>
        <div className="mt-4 rounded-lg border border-ink/15 bg-white p-4">
          <p className="flex justify-between gap-3 font-medium">
            <span>{only.title}</span>
            <span>{only.price}</span>
          </p>
          <PackageDetails option={only} />
        </div>
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl">
        Choose your package
      </h2>
      <Form method="get" preventScrollReset replace className="mt-4">
        <fieldset className="space-y-3">
          <legend className="sr-only">Package</legend>
          {options.map((option) => (
            <PackageRadio key={option.key} option={option} checked={option.key === picked} onPick={onPick} />
          ))}
        </fieldset>
        <noscript>
          <button type="submit" className="btn-outline mt-4 w-full">
            Show this package’s total
          </button>
        </noscript>
      </Form>
    </section>
  );
}

function PackageRadio({
  option,
  checked,
  onPick,
}: {
  option: OptionView;
  checked: boolean;
  onPick: (key: string) => void;
}) {
  const id = useId();
  return (
    <div className={`rounded-lg border bg-white p-4 ${checked ? "border-clay ring-2 ring-clay/40" : "border-ink/15"}`}>
      <label htmlFor={id} className="flex cursor-pointer items-start gap-3 font-medium">
        <input
          id={id}
          type="radio"
          name="option"
          value={option.key}
          checked={checked}
          onChange={() => onPick(option.key)}
          aria-describedby={`${id}-details`}
          className="mt-1 size-5 shrink-0 accent-clay"
        />
        <span className="flex-1">{option.title}</span>
        <span>{option.price}</span>
      </label>
      <div id={`${id}-details`} className="pl-8">
        <PackageDetails option={option} />
      </div>
    </div>
  );
}

function PackageDetails({ option }: { option: OptionView }) {
  return (
    <>
      {option.description && <p className="mt-1 text-ink-soft">{option.description}</p>}
      {option.features.length > 0 && (
        <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-ink-soft marker:text-gold">
          {option.features.map((feature, i) => (
            <li key={i}>{feature}</li>
          ))}
        </ul>
      )}
    </>
  );
}
