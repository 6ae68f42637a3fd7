// Registered by the foundation; its screen is built by the issue that owns it.
export default function LandscapeGalleryPage() {
  return (
    <div className="page-shell">
      <h1 className="text-4xl">Landscape Prints & Natural Beauty</h1>
    </div>
  );
}
