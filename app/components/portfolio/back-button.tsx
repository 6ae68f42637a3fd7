import { useNavigate } from "react-router";

/** Position of this entry in the site's own history: React Router keeps it in history.state.idx. */
function historyIndex(): number {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === "number" ? state.idx : 0;
}

/**
 * "Back": one step back in history, like the browser's button. When the gallery is the first page
 * of the visit (opened directly, or from another site), going back would leave the site, so it
 * goes to /work instead. history.length can't tell those apart: it counts other sites' entries too.
 */
export function BackButton() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="btn-outline"
      onClick={() => {
        if (historyIndex() > 0) void navigate(-1);
        else void navigate("/work");
      }}
    >
      <span aria-hidden="true">←</span> Back
    </button>
  );
}
