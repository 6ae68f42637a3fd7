import { useEffect } from "react";
import { data, Link, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { NOINDEX } from "~/shared/robots";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "Page not found" }, { name: "robots", content: NOINDEX }];

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center px-4 text-center">
      <h1 className="text-7xl font-semibold">404</h1>
      <p className="mt-4 text-xl text-ink-soft">Oops! Page not found</p>
      <Link to="/" className="btn-primary mt-8">
        Return to Home
      </Link>
    </div>
  );
}
