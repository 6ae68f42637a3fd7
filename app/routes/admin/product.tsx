import { adminMeta, Notice } from "~/components/admin/admin-ui";
import { DeleteLink } from "~/components/admin/editor/confirm-delete";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { EditorPageHead } from "~/components/admin/editor/editor-page-head";
import { refusedInput, SaveOutcome } from "~/components/admin/editor/save-outcome";
import { ProductFields } from "~/components/admin/shop/product-form";
import { ShopNav } from "~/components/admin/shop/shop-nav";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { productEditorAction, productPage } from "~/server/shop/product-pages.server";
import { PRODUCT_INTENTS, STATUS_LABELS } from "~/shared/shop/product.schema";
import type { Route } from "./+types/product";

// One product (decision 050): saved at the version the form was loaded at (409 when another tab
// saved first). Retire it to stop selling it; delete only a product never ordered.

export const meta: Route.MetaFunction = () => adminMeta("Product");

export function loader({ request, params }: Route.LoaderArgs) {
  return editorLoader(request, async () => ({
    ...(await productPage(params.id)),
    created: new URL(request.url).searchParams.has("created"),
  }));
}

export function action({ request, params }: Route.ActionArgs) {
  return productEditorAction(request, params.id);
}

export default function ProductEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { product, choices, created } = loaderData;
  const refused = refusedInput(actionData);
  const values = Object.keys(refused.values).length > 0 ? { ...refused.values, slug: product.id } : product.values;
  return (
    <>
      <ShopNav />
      <EditorPageHead
        backTo="/admin/products"
        back="All products"
        lead={`${STATUS_LABELS[product.status].label}: ${STATUS_LABELS[product.status].help}`}
      >
        {product.title}
      </EditorPageHead>
      {created && !actionData && <Notice>Added. Published products are on All Products now.</Notice>}
      <SaveOutcome
        result={actionData}
        viewOnSite={`/product-detail/${product.id}`}
        reloadTo={`/admin/products/${product.id}`}
      />
      <EditorForm version={product.version} key={product.version}>
        <ProductFields
          values={values}
          errors={refused.errors}
          choices={choices}
          isNew={false}
          builtIn={product.builtIn}
          save={{ intent: PRODUCT_INTENTS.save, label: "Save product" }}
        />
      </EditorForm>
      <DeleteLink to={`/admin/products/${product.id}/delete`}>Delete this product…</DeleteLink>
    </>
  );
}
