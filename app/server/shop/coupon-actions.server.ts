import { COUPON_FIELDS, COUPON_INTENTS, NEW_COUPON_INTENTS } from "~/shared/shop/coupon.schema";
import { editorAction } from "../admin/editor/editor-action.server";
import { createAction, createValues, saveRecordValues } from "../admin/editor/editor-handlers.server";
import { couponFromUrl, createCoupon, listCoupons, saveCoupon } from "./coupons.server";

// The coupon screens' data and form posts (the kit's editorAction checks the session and the CSRF
// token first): create, and save at the loaded version. A coupon is never deleted (orders name
// its code); she makes it inactive.

export const couponsPage = async () => ({ coupons: await listCoupons() });

export const couponPage = async (idParam: string | undefined) => ({ coupon: await couponFromUrl(idParam) });

export function newCouponAction(request: Request) {
  const create = createValues(COUPON_FIELDS, createCoupon, { open: (id) => `/admin/coupons/${id}` });
  return createAction(request, NEW_COUPON_INTENTS, create);
}

export function couponEditorAction(request: Request, idParam: string | undefined) {
  return editorAction(
    request,
    COUPON_INTENTS,
    {
      save: saveRecordValues(COUPON_FIELDS, () => couponFromUrl(idParam), saveCoupon),
    },
    { fallback: COUPON_INTENTS.save },
  );
}
