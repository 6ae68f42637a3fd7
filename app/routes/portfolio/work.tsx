// Registered by the foundation; its screen is built by the issue that owns it.
export default function WorkPage() {
  return (
    <div className="page-shell">
      <h1 className="text-4xl">I&apos;M SO GLAD YOU&apos;RE HERE</h1>
    </div>
  );
}
