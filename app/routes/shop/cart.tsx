// Registered by the foundation; its screen is built by the issue that owns it.
export default function CartPage() {
  return (
    <div className="page-shell">
      <h1 className="text-4xl">Your Cart</h1>
    </div>
  );
}
