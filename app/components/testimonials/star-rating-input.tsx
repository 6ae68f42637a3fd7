import { StarIcon } from "./star-icon";

interface StarRatingInputProps {
  name: string;
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/**
 * A rating from 1 to 5 as a native radio group: five visually hidden radios, each labelled
 * "{n} out of 5 stars", under visible stars. The browser supplies the keyboard behaviour
 * (Tab into the group, arrow keys change the choice), so no key handling lives here.
 */
export function StarRatingInput({ name, value, onChange, disabled }: StarRatingInputProps) {
  return (
    <fieldset disabled={disabled}>
      <legend className="field-label">Your Rating</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded p-1 has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-clay"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            <StarIcon filled={n <= value} className="h-8 w-8" />
            <span className="sr-only">{`${n} out of 5 stars`}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
