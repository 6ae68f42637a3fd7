import { PrintCheckout } from "./print-checkout";
import { PrintDetail } from "./print-detail";
import { PrintSelectSize } from "./print-select-size";
import { ShopMessage } from "./shop-message";
import type { PrintCheckoutData, PrintDetailData, PrintSelectSizeData } from "~/shared/shop/shop-views";

// What the print-flow route modules (one per step, shared by every flow) render: the page, or the flow's not-found screen.

export function PrintDetailPage({ data }: { data: PrintDetailData }) {
  return data.found ? <PrintDetail print={data.print} image={data.image} /> : <ShopMessage view={data.notFound} />;
}

export function PrintSelectSizePage({ data }: { data: PrintSelectSizeData }) {
  return data.found ? <PrintSelectSize print={data.print} /> : <ShopMessage view={data.notFound} />;
}

export function PrintCheckoutPage({ data }: { data: PrintCheckoutData }) {
  return data.found ? <PrintCheckout view={data.view} image={data.image} /> : <ShopMessage view={data.notFound} />;
}
