// Registered by the foundation; its screen is built by the issue that owns it.
export default function IndexPage() {
  return (
    <div className="page-shell">
      <h1 className="text-4xl">Testimonials</h1>
    </div>
  );
}
