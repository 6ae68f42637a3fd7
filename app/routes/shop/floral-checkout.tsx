// Registered by the foundation; its screen is built by the issue that owns it.
export default function FloralCheckoutPage() {
  return (
    <div className="page-shell">
      <h1 className="text-4xl">Checkout</h1>
    </div>
  );
}
