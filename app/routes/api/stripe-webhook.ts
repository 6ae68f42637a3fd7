import { data } from "react-router";

// Registered by the foundation; the owning issue implements the action.
export function action() {
  return data({ error: "Not available yet" }, { status: 503 });
}

export function loader() {
  return data({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
