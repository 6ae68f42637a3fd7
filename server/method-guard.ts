import type { RequestHandler } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

// React Router calls a route's action for every method but GET and HEAD, so `DELETE /cart` used to
// reach code written for a form POST (and answer 500). One rule here, before any route code runs:
// a page answers GET and HEAD, and POST when it has an action; a resource route (no component:
// the JSON endpoints, the webhook, sign-out) with an action answers POST only (its loader, where
// present, exists to refuse or redirect a GET). Anything else is 405 with an Allow header.

type BuildRoute = NonNullable<ServerBuild["routes"][string]>;

function routeTree(routes: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route): route is BuildRoute => route !== undefined && route.parentId === parentId)
    .map((route): RouteObject =>
      route.index
        ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: routeTree(routes, route.id) },
    );
}

const trees = new WeakMap<ServerBuild["routes"], RouteObject[]>();

/** The methods the route at this URL answers; undefined when no route matches. */
export function allowedMethods(build: ServerBuild, url: URL): string[] | undefined {
  let tree = trees.get(build.routes);
  if (!tree) {
    tree = routeTree(build.routes);
    trees.set(build.routes, tree);
  }
  // Client-side navigations fetch /path.data (and /_root.data for "/").
  const pathname = url.pathname.endsWith(".data")
    ? url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/")
    : url.pathname;
  const matches = matchRoutes(tree, pathname);
  if (!matches?.length) return undefined;
  let target = matches[matches.length - 1]!.route;
  // A form posted to an index route's URL goes to its parent, unless it says ?index.
  if (target.index && !url.searchParams.has("index") && matches.length > 1) {
    target = matches[matches.length - 2]!.route;
  }
  const leaf = build.routes[matches[matches.length - 1]!.route.id ?? ""]?.module;
  const hasAction = Boolean(build.routes[target.id ?? ""]?.module.action);
  const isPage = Boolean(leaf?.default);
  if (!isPage && hasAction) return ["POST"];
  return hasAction ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"];
}

const JSON_PREFIXES = ["/functions/", "/api/"];

export function methodGuard(build: ServerBuild | (() => Promise<ServerBuild>)): RequestHandler {
  return (req, res, next) => {
    void (async () => {
      const resolved = typeof build === "function" ? await build() : build;
      const url = new URL(req.originalUrl, "http://localhost");
      const allowed = allowedMethods(resolved, url);
      if (!allowed || allowed.includes(req.method)) return next();
      res.setHeader("Allow", allowed.join(", "));
      res.setHeader("Cache-Control", "no-store");
      if (req.method === "OPTIONS") return void res.status(204).end();
      res.status(405);
      if (JSON_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) {
        res.json({ error: "Method not allowed" });
      } else {
        res.type("text/plain").send("Method Not Allowed");
      }
    })().catch(next);
  };
}
