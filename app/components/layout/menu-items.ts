// The seven menu items of SPEC.md §2.1, in order. Anchor items scroll to a home-page section.
export type MenuItem = { label: string; to: string } | { label: string; anchor: "about" | "investment" };

export const menuItems: readonly MenuItem[] = [
  { label: "View My Work", to: "/work" },
  { label: "About Me", anchor: "about" },
  { label: "Investment", anchor: "investment" },
  { label: "Testimonials", to: "/testimonials" },
  { label: "Inquire", to: "/inquiry" },
  { label: "Insider Tips Blog", to: "/blog" },
  { label: "All Products and Prints", to: "/all-products" },
];
