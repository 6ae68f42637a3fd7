// Registered by the foundation; its screen is built by the issue that owns it.
export default function GoldenCoastDetailPage() {
  return (
    <div className="page-shell">
      <h1 className="text-4xl">Golden Coast Landscape</h1>
    </div>
  );
}
