import { Cell, Section } from "~/components/admin/admin-ui";
import { NameCell, NewRecordLink, RecordTable } from "~/components/admin/record-table";

// /admin/prices' list of the price sheets she named herself (decision 054): each with its sizes and
// prices and how many products use it, a link to change it, and the button to add one.

interface NamedSheetRow {
  id: number;
  name: string;
  /** "12x12 $120 · 16x16 $160" */
  sizes: string;
  /** How many products (any status) take their prices from it. */
  products: number;
}

export function NamedSheetsList({ sheets }: { sheets: readonly NamedSheetRow[] }) {
  return (
    <div id="named-sheets">
      <Section title="Your own price sheets">
        <p className="mb-4">
          A list of sizes and prices you name, e.g. Canvas: 12x12 $120, 16x16 $160. Choose it on any product's form;
          change it here once and every product on it follows.
        </p>
        <NewRecordLink to="/admin/prices/sheets/new">Add a price sheet</NewRecordLink>
        <RecordTable
          caption="Your own price sheets"
          columns={["Sheet", "Sizes and prices", "Used by"]}
          records={sheets}
          empty="None yet: the shop's own sheets below cover prints and albums."
          cells={(sheet) => (
            <>
              <NameCell label="Sheet" to={`/admin/prices/sheets/${sheet.id}`} name={sheet.name}>
                <span className="sr-only"> (Edit)</span>
              </NameCell>
              <Cell label="Sizes and prices">{sheet.sizes}</Cell>
              <Cell label="Used by">
                {sheet.products === 0
                  ? "No product yet"
                  : sheet.products === 1
                    ? "1 product"
                    : `${sheet.products} products`}
              </Cell>
            </>
          )}
        />
      </Section>
    </div>
  );
}
