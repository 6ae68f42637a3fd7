/** A buyer's shipping address as the provider gave it: on the order, its page and its packing slip. */
export interface ShippingAddress {
  name: string | null;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}
