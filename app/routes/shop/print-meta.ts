import type { MetaDescriptor } from "react-router";
import type { PrintCheckoutData, PrintDetailData, PrintSelectSizeData } from "~/shared/shop/shop-views";
import { missingMeta, shopMeta } from "./shop-meta";
import { NOINDEX, NOINDEX_NOFOLLOW } from "~/shared/robots";

// Head tags of the three pages of every print flow.

type MetaArgs = Parameters<typeof shopMeta>[0];

export function printDetailMeta(args: MetaArgs, data: PrintDetailData | undefined): MetaDescriptor[] {
  if (!data?.found) return missingMeta(args, data?.notFound.message ?? "Print not found");
  return shopMeta(args, { title: data.print.title, description: data.print.description, image: data.image });
}

export function printSelectSizeMeta(args: MetaArgs, data: PrintSelectSizeData | undefined): MetaDescriptor[] {
  if (!data?.found) return missingMeta(args, data?.notFound.message ?? "Print not found");
  return shopMeta(args, {
    title: `Select Your Size · ${data.print.title}`,
    description: `Choose the perfect size for your ${data.print.title}`,
    robots: NOINDEX_NOFOLLOW,
  });
}

export function printCheckoutMeta(args: MetaArgs, data: PrintCheckoutData | undefined): MetaDescriptor[] {
  if (!data?.found) return missingMeta(args, data?.notFound.message ?? "Invalid selection");
  return shopMeta(args, {
    title: `${data.view.title} (${data.view.size})`,
    description: `${data.view.title}, ${data.view.size}: ${data.view.price}`,
    image: data.image,
    robots: NOINDEX,
  });
}
