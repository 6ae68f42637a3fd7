import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type LinksFunction,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { CartWidget } from "~/components/cart/cart-widget";
import { DisplayFont } from "~/components/layout/display-font";
import { SiteHeader } from "~/components/layout/site-header";
import { useNonce } from "~/components/layout/nonce";
import { Toaster } from "~/components/ui/toaster";
import { BusinessJsonLd } from "~/seo/business-json-ld";
import { defaultShareImageKey } from "~/seo/share-image";
import { siteSettings } from "~/server/content/page-settings.server";
import { designPhotos } from "~/server/content/design-photos.server";

// No font preloads: measured, they compete with the hero photo on a phone (bench/RESULTS.md).
export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request }: Route.LoaderArgs) {
  // shareImage: the Open Graph image of pages that have no lead photo of their own. The bee logo
  // is hers when she chose one in /admin/design-photos (decision 048).
  const [settings, photos] = await Promise.all([siteSettings(), designPhotos(request)]);
  return {
    settings,
    logo: photos.image("site/bee-logo"),
    shareImage: photos.ogImageUrl(defaultShareImageKey),
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  // A client's private gallery (/g/…) or booking page (/book/…) carries no structured data (issue 19 §2).
  const { pathname } = useLocation();
  const isPrivatePage = pathname.startsWith("/g/") || pathname.startsWith("/book/");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fbf8f3" />
        <Meta />
        <Links />
        <DisplayFont nonce={nonce} />
        {data && !isPrivatePage && (
          <BusinessJsonLd settings={data.settings} logo={data.logo} image={data.shareImage} nonce={nonce} />
        )}
      </head>
      <body className="min-h-screen">
        <a
          href="#main"
          className="sr-only z-[200] rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        {data && <SiteHeader logo={data.logo} siteName={data.settings.siteName} cartWidget={<CartWidget />} />}
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Lets tests (and CSS) know the page is interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || ""}`.trim()
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <div className="page-shell text-center">
      <h1 className="text-4xl">Unexpected Application Error!</h1>
      <p className="mt-4 text-ink-soft">{detail}</p>
      <a href="/" className="btn-primary mt-8">
        Return to Home
      </a>
    </div>
  );
}
