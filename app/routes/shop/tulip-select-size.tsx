// Registered by the foundation; its screen is built by the issue that owns it.
export default function TulipSelectSizePage() {
  return (
    <div className="page-shell">
      <h1 className="text-4xl">Select Your Size</h1>
    </div>
  );
}
