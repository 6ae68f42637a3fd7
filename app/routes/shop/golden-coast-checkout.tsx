// Registered by the foundation; its screen is built by the issue that owns it.
export default function GoldenCoastCheckoutPage() {
  return (
    <div className="page-shell">
      <h1 className="text-4xl">Checkout</h1>
    </div>
  );
}
