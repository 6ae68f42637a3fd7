import { adminMeta } from "~/components/admin/admin-ui";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { EditorPageHead } from "~/components/admin/editor/editor-page-head";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { CouponFields } from "~/components/admin/shop/coupon-form";
import { ShopNav } from "~/components/admin/shop/shop-nav";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { db as sharedDb } from "~/server/db/db.server";
import { productCategoriesOf } from "~/server/shop/coupons.server";
import { newCouponAction } from "~/server/shop/coupon-actions.server";
import { BLANK_COUPON, NEW_COUPON_INTENTS } from "~/shared/shop/coupon.schema";
import type { Route } from "./+types/coupon-new";

// A new coupon; created, it opens in its editor.

export const meta: Route.MetaFunction = () => adminMeta("New coupon");

export function loader({ request }: Route.LoaderArgs) {
  return editorLoader(request, async () => ({ categories: await productCategoriesOf(sharedDb()) }));
}

export function action({ request }: Route.ActionArgs) {
  return newCouponAction(request);
}

export default function NewCoupon({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ShopNav />
      <EditorPageHead backTo="/admin/coupons" back="All coupons" lead="A code buyers type in the cart for a discount.">
        New coupon
      </EditorPageHead>
      <SaveOutcome result={actionData} />
      <EditorForm>
        <CouponFields
          stored={BLANK_COUPON}
          categories={loaderData.categories}
          actionData={actionData}
          save={{ intent: NEW_COUPON_INTENTS.create, label: "Create coupon" }}
        />
      </EditorForm>
    </>
  );
}
