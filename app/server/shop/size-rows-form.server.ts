import type { SizeRowsDraft } from "~/shared/shop/price-sheets.schema";

// The size rows a form posts ("ownSizes.0.size", "ownSizes.0.price"…, blank spares included), as
// typed: a product's own sizes and a price sheet she names share the fields (size-rows.tsx).

/** The rows named `name`, in order, up to the first missing one and at most 20 (a form shows fewer). */
export function sizeRowsFromForm(form: FormData, name: string): SizeRowsDraft {
  const text = (field: string) => {
    const value = form.get(field);
    return typeof value === "string" ? value : "";
  };
  const rows: { size: string; price: string }[] = [];
  for (let i = 0; i < 20 && (form.has(`${name}.${i}.size`) || form.has(`${name}.${i}.price`)); i++)
    rows.push({ size: text(`${name}.${i}.size`), price: text(`${name}.${i}.price`) });
  return rows;
}
