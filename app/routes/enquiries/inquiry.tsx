// Registered by the foundation; its screen is built by the issue that owns it.
export default function InquiryPage() {
  return (
    <div className="page-shell">
      <h1 className="text-4xl">Let&apos;s Connect</h1>
    </div>
  );
}
