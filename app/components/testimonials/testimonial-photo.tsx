import { useEffect, useRef, useState } from "react";
import { Picture } from "~/components/ui/picture";
import type { PhotoStep } from "./story-entry";

interface TestimonialPhotoProps {
  steps: readonly PhotoStep[];
  alt: string;
}

/**
 * Shows the first step of the photo chain that loads; a failed load moves on to the next step
 * (DECISIONS.md §1), ending with initials. The box has a fixed shape, so nothing shifts.
 */
export function TestimonialPhoto({ steps, alt }: TestimonialPhotoProps) {
  const [index, setIndex] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const step = steps[Math.min(index, steps.length - 1)];

  useEffect(() => {
    const element = box.current;
    if (!element || step?.kind === "initials") return;
    const fail = () => {
      console.error(`testimonial photo failed to load: ${element.querySelector("img")?.currentSrc ?? ""}`);
      setIndex((i) => i + 1);
    };
    // An image that failed before hydration fired its error before anyone listened.
    const img = element.querySelector("img");
    if (img?.complete && img.naturalWidth === 0) {
      fail();
      return;
    }
    // Capture phase: "error" does not bubble, and <Picture> takes no handler of its own.
    element.addEventListener("error", fail, true);
    return () => element.removeEventListener("error", fail, true);
  }, [step]);

  return (
    <div
      ref={box}
      data-photo-kind={step?.kind}
      className="relative aspect-[4/5] w-32 shrink-0 overflow-hidden rounded-lg bg-sand-200 sm:w-40"
    >
      {step?.kind === "url" && (
        <img
          src={step.src}
          alt={alt}
          width={320}
          height={400}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover"
        />
      )}
      {step?.kind === "built-in" && (
        <Picture image={step.image} alt={alt} sizes="160px" fill className="block h-full w-full" />
      )}
      {step?.kind === "initials" && (
        <span
          aria-hidden="true"
          className="flex h-full w-full items-center justify-center font-serif text-4xl text-clay-dark"
        >
          {step.text}
        </span>
      )}
    </div>
  );
}
