// Registered by the foundation; its screen is built by the issue that owns it.
export default function FloralGalleryPage() {
  return (
    <div className="page-shell">
      <h1 className="text-4xl">Floral Prints & Botanical Art</h1>
    </div>
  );
}
