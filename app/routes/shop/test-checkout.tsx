// Registered by the foundation; its screen is built by the issue that owns it.
export default function TestCheckoutPage() {
  return (
    <div className="page-shell">
      <h1 className="text-4xl">Test checkout</h1>
    </div>
  );
}
