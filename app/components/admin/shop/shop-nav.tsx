import { SectionNav } from "../section-nav";

// The sub-navigation of her shop's set-up (issue 31): one "Shop" link in the admin's menu leads to
// the prices, and these links lead to each of the shop's screens.

const LINKS = [
  { to: "/admin/products", label: "Products" },
  { to: "/admin/prices", label: "Prices" },
  { to: "/admin/coupons", label: "Coupons" },
  { to: "/admin/gift-cards", label: "Gift cards" },
] as const;

export function ShopNav() {
  return <SectionNav label="Shop" links={LINKS} />;
}
