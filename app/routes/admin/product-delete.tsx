import { adminMeta } from "~/components/admin/admin-ui";
import { ConfirmDelete, DeletePage, DeleteRefused } from "~/components/admin/editor/confirm-delete";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { deleteProductAction, productDeletePage } from "~/server/shop/product-pages.server";
import type { Route } from "./+types/product-delete";

// The step before a product is deleted: only one never ordered (and not one of the shop's original
// products); otherwise the way out is to retire it, which keeps it on past orders.

export const meta: Route.MetaFunction = () => adminMeta("Delete product");

export function loader({ request, params }: Route.LoaderArgs) {
  return editorLoader(request, () => productDeletePage(params.id));
}

export function action({ request, params }: Route.ActionArgs) {
  return deleteProductAction(request, params.id);
}

export default function DeleteProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { product, why } = loaderData;
  const editor = `/admin/products/${product.id}`;
  return (
    <DeletePage question="Delete this product?" actionData={actionData}>
      {why ? (
        <DeleteRefused editor={editor} name={product.title}>
          {why} Choose “Retired” under Status and save.
        </DeleteRefused>
      ) : (
        <>
          <p>
            <strong>{product.title}</strong> will be removed for good, with its page.
          </p>
          <ConfirmDelete keepTo={editor} version={product.version} />
        </>
      )}
    </DeletePage>
  );
}
