// Registered by the foundation; its screen is built by the issue that owns it.
export default function BlogPage() {
  return (
    <div className="page-shell">
      <h1 className="text-4xl">10 Best Wedding Venues in Phoenix Arizona</h1>
    </div>
  );
}
