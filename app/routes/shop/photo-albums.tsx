// Registered by the foundation; its screen is built by the issue that owns it.
export default function PhotoAlbumsPage() {
  return (
    <div className="page-shell">
      <h1 className="text-4xl">Signature Photo Albums</h1>
    </div>
  );
}
