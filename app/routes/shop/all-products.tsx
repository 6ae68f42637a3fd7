// Registered by the foundation; its screen is built by the issue that owns it.
export default function AllProductsPage() {
  return (
    <div className="page-shell">
      <h1 className="text-4xl">All Prints & Products</h1>
    </div>
  );
}
