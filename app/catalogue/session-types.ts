/** The inquiry form's "Type of session" options (SPEC §9.5), in display order. */
export const sessionTypes = [
  { value: "wedding", label: "Wedding" },
  { value: "engagement", label: "Engagement" },
  { value: "family", label: "Family" },
  { value: "maternity", label: "Maternity" },
  { value: "branding", label: "Branding" },
  { value: "group-branding", label: "Group Branding" },
  { value: "graduation", label: "Graduation" },
  { value: "newborn", label: "Newborn" },
  { value: "boudoir", label: "Boudoir" },
  { value: "couples", label: "Couples" },
  { value: "empowerment", label: "Empowerment" },
  { value: "other", label: "Other" },
] as const;

export type SessionType = (typeof sessionTypes)[number]["value"];

/** For a zod enum: `z.enum(sessionTypeValues)`. */
export const sessionTypeValues = sessionTypes.map((t) => t.value) as [SessionType, ...SessionType[]];

export function sessionTypeLabel(value: string): string | undefined {
  return sessionTypes.find((t) => t.value === value)?.label;
}
