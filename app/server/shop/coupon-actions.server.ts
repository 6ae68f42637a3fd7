import { COUPON_FIELDS, COUPON_INTENTS, NEW_COUPON_INTENTS } from "~/shared/shop/coupon.schema";
import { editorAction } from "../admin/editor/editor-action.server";
import { createValues, saveValues } from "../admin/editor/editor-handlers.server";
import { couponFromUrl, createCoupon, listCoupons, saveCoupon } from "./coupons.server";

// The coupon screens' data and form posts (the kit's editorAction checks the session and the CSRF
// token first): create, and save at the loaded version. A coupon is never deleted (orders name
// its code); she makes it inactive.

export const couponsPage = async () => ({ coupons: await listCoupons() });

export const couponPage = async (idParam: string | undefined) => ({ coupon: await couponFromUrl(idParam) });

export function newCouponAction(request: Request) {
  return editorAction(
    request,
    NEW_COUPON_INTENTS,
    { create: createValues(COUPON_FIELDS, createCoupon, { open: (id) => `/admin/coupons/${id}` }) },
    { fallback: NEW_COUPON_INTENTS.create },
  );
}

export function couponEditorAction(request: Request, idParam: string | undefined) {
  return editorAction(
    request,
    COUPON_INTENTS,
    {
      // Read after the session and CSRF checks: a stranger learns nothing, not even a 404.
      save: saveValues(COUPON_FIELDS, async (values, version, actor) =>
        saveCoupon(await couponFromUrl(idParam), values, version, actor),
      ),
    },
    { fallback: COUPON_INTENTS.save },
  );
}
