import { LineIcon } from "~/components/ui/line-icon";

/** A product's bullet list with check marks. */
export function FeatureList({ features, heading }: { features: readonly string[]; heading?: string }) {
  return (
    <div>
      {heading && <h2 className="mb-3 text-2xl">{heading}</h2>}
      <ul className="grid gap-2 text-ink-soft">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <LineIcon className="mt-0.5 h-5 w-5 shrink-0 text-clay">
              <path d="M5 12l5 5L20 7" />
            </LineIcon>
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
