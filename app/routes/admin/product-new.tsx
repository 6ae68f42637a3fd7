import { adminMeta } from "~/components/admin/admin-ui";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { EditorPageHead } from "~/components/admin/editor/editor-page-head";
import { refusedInput, SaveOutcome } from "~/components/admin/editor/save-outcome";
import { ProductFields } from "~/components/admin/shop/product-form";
import { ShopNav } from "~/components/admin/shop/shop-nav";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { newProductAction, newProductPage } from "~/server/shop/product-pages.server";
import { NEW_PRODUCT_INTENTS } from "~/shared/shop/product.schema";
import type { Route } from "./+types/product-new";

// A new product (decision 050): added last in her order; published, it is on All Products at once.

export const meta: Route.MetaFunction = () => adminMeta("Add a product");

export function loader({ request }: Route.LoaderArgs) {
  return editorLoader(request, newProductPage);
}

export function action({ request }: Route.ActionArgs) {
  return newProductAction(request);
}

export default function NewProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { errors, values } = refusedInput(actionData);
  return (
    <>
      <ShopNav />
      <EditorPageHead
        backTo="/admin/products"
        back="All products"
        lead="Its name, words, photo and prices. Published, it appears on All Products as soon as you save."
      >
        Add a product
      </EditorPageHead>
      <SaveOutcome result={actionData} reloadTo="/admin/products/new" />
      <EditorForm version={0}>
        <ProductFields
          values={{ priceSource: "prints", status: "published", ...values }}
          errors={errors}
          choices={loaderData.choices}
          isNew
          builtIn={false}
          save={{ intent: NEW_PRODUCT_INTENTS.create, label: "Add the product" }}
        />
      </EditorForm>
    </>
  );
}
