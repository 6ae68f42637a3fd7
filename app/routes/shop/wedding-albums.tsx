// Registered by the foundation; its screen is built by the issue that owns it.
export default function WeddingAlbumsPage() {
  return (
    <div className="page-shell">
      <h1 className="text-4xl">Wedding Albums</h1>
    </div>
  );
}
