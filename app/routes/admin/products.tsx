import { adminMeta, Badge, Cell, Notice, PageTitle, ResponsiveTable, Row } from "~/components/admin/admin-ui";
import { NameCell, NewRecordLink } from "~/components/admin/record-table";
import { RowActionForm } from "~/components/admin/editor/row-action-form";
import { RowMoveButtons } from "~/components/admin/editor/row-move-buttons";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { useDragReorder } from "~/components/admin/editor/use-drag-reorder";
import { ShopNav } from "~/components/admin/shop/shop-nav";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { productsListAction, productsPage } from "~/server/shop/product-pages.server";
import { PRODUCT_LIST_INTENTS, STATUS_LABELS } from "~/shared/shop/product.schema";
import type { Route } from "./+types/products";

// /admin/products (decision 050): her products in shop order, grouped as All Products groups them,
// with their status; Move up / Move down (plain posts, no JavaScript needed) set that order, and
// with JavaScript a product dragged onto another of its category takes its place.

export const meta: Route.MetaFunction = () => adminMeta("Products");

export function loader({ request }: Route.LoaderArgs) {
  return editorLoader(request, async () => ({
    ...(await productsPage()),
    deleted: new URL(request.url).searchParams.has("deleted"),
  }));
}

export function action({ request }: Route.ActionArgs) {
  return productsListAction(request);
}

const moveButton = "rounded border border-ink/30 px-3 py-2 text-sm disabled:opacity-40";
const MOVES = [PRODUCT_LIST_INTENTS["move-up"], PRODUCT_LIST_INTENTS["move-down"]] as const;
const TONES = { published: "good", hidden: "warn", retired: "neutral" } as const;

export default function Products({ loaderData, actionData }: Route.ComponentProps) {
  const { products, deleted } = loaderData;
  const categories = [...new Set(products.map((p) => p.category))];
  const drag = useDragReorder<string>({ idField: "id" });
  return (
    <>
      <PageTitle lead="The products of your shop's All Products page, in the order it lists them (grouped by category). Hidden and retired products are not sold.">
        Products
      </PageTitle>
      <ShopNav />
      {deleted && <Notice>The product was deleted.</Notice>}
      <SaveOutcome result={actionData} viewOnSite="/all-products" reloadTo="/admin/products" />
      <NewRecordLink to="/admin/products/new">Add a product</NewRecordLink>
      <p className="mb-6 text-sm text-ink-soft">
        To change the order, drag a product onto another of its category, or use its Move buttons.
      </p>
      {categories.map((category) => (
        <section key={category} className="mb-8">
          <h2 className="mb-3 text-2xl">{category}</h2>
          <ResponsiveTable caption={`Products: ${category}`} columns={["Product", "Price", "Status", "Order"]}>
            {products.map((p, index) =>
              p.category !== category ? null : (
                <Row
                  key={p.id}
                  drag={{
                    dragging: drag.dragged === p.id,
                    handlers: drag.handlers({ id: p.id, index, group: p.category }),
                  }}
                >
                  <NameCell label="Product" to={`/admin/products/${p.id}`} name={p.title} draggableRow>
                    <span className="sr-only"> (Edit)</span>
                  </NameCell>
                  <Cell label="Price">{p.price}</Cell>
                  <Cell label="Status">
                    <Badge tone={TONES[p.status]}>{STATUS_LABELS[p.status].label}</Badge>
                  </Cell>
                  <Cell label="Order">
                    <RowActionForm id={p.id} className="flex gap-2">
                      <RowMoveButtons
                        moves={MOVES}
                        index={index}
                        count={products.length}
                        label={`(${p.title})`}
                        className={moveButton}
                      />
                    </RowActionForm>
                  </Cell>
                </Row>
              ),
            )}
          </ResponsiveTable>
        </section>
      ))}
    </>
  );
}
