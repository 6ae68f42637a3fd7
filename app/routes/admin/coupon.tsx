import { adminMeta, Notice } from "~/components/admin/admin-ui";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { EditorPageHead } from "~/components/admin/editor/editor-page-head";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { CouponFields } from "~/components/admin/shop/coupon-form";
import { ShopNav } from "~/components/admin/shop/shop-nav";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { db as sharedDb } from "~/server/db/db.server";
import { productCategoriesOf } from "~/server/shop/coupons.server";
import { couponEditorAction, couponPage } from "~/server/shop/coupon-actions.server";
import { COUPON_INTENTS } from "~/shared/shop/coupon.schema";
import type { Route } from "./+types/coupon";

// One coupon: what it takes off and when. Never deleted (orders name its code): she makes it inactive.

export const meta: Route.MetaFunction = () => adminMeta("Coupon");

export function loader({ request, params }: Route.LoaderArgs) {
  return editorLoader(request, async () => ({
    ...(await couponPage(params.id)),
    categories: await productCategoriesOf(sharedDb()),
    created: new URL(request.url).searchParams.has("created"),
  }));
}

export function action({ request, params }: Route.ActionArgs) {
  return couponEditorAction(request, params.id);
}

export default function CouponEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { coupon, created, categories } = loaderData;
  return (
    <>
      <ShopNav />
      <EditorPageHead
        backTo="/admin/coupons"
        back="All coupons"
        lead={`Used ${coupon.uses} time${coupon.uses === 1 ? "" : "s"}${coupon.maxUses === null ? "" : ` of ${coupon.maxUses}`}${coupon.active ? "" : " (inactive: the cart refuses it)"}.`}
      >
        {coupon.code}
      </EditorPageHead>
      {created && !actionData && <Notice>Created. Buyers can enter it in the cart while it is active.</Notice>}
      <SaveOutcome result={actionData} reloadTo={`/admin/coupons/${coupon.id}`} />
      <EditorForm version={coupon.version} key={coupon.version}>
        <CouponFields
          stored={coupon.form}
          categories={categories}
          actionData={actionData}
          save={{ intent: COUPON_INTENTS.save, label: "Save coupon" }}
        />
      </EditorForm>
    </>
  );
}
