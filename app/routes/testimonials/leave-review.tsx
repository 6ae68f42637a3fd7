// Registered by the foundation; its screen is built by the issue that owns it.
export default function LeaveReviewPage() {
  return (
    <div className="page-shell">
      <h1 className="text-4xl">Leave Us a Review</h1>
    </div>
  );
}
