import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  inlineScriptHashes,
  isPhotoPath,
  permissionsPolicy,
} from "./security-headers";
import { fileForPath } from "./static-files";

describe("contentSecurityPolicy", () => {
  const csp = contentSecurityPolicy(["'nonce-abc'"], { frameOrigins: ["https://player.vimeo.com"], https: false });

  it("allows scripts only from the site or by nonce", () => {
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc'");
    expect(scriptSrc).not.toContain("unsafe-inline");
  });

  it("frames only the video origin and is never framed", () => {
    expect(csp).toContain("frame-src https://player.vimeo.com");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("frames every allowed video player, so the stored video URL can change without a restart", () => {
    const options = { frameOrigins: ["https://player.vimeo.com", "https://video.example.org"], https: false };
    expect(contentSecurityPolicy([], options)).toContain(
      "frame-src https://player.vimeo.com https://video.example.org;",
    );
    expect(permissionsPolicy(options)).toContain(
      'autoplay=(self "https://player.vimeo.com" "https://video.example.org")',
    );
  });
});

describe("inlineScriptHashes", () => {
  it("hashes inline scripts and skips external ones", () => {
    const body = 'window.__x = "<b>";';
    const html = `<script src="/a.js"></script><script type="module">${body}</script><script></script>`;
    const expected = crypto.createHash("sha256").update(body).digest("base64");
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${expected}'`]);
  });
});

describe("fileForPath", () => {
  it("maps routes to prerendered files", () => {
    expect(fileForPath("/")).toEqual(["index.html"]);
    expect(fileForPath("/work")).toEqual(["work/index.html"]);
    expect(fileForPath("/work/")).toEqual(["work/index.html"]);
    expect(fileForPath("/work.data")).toEqual(["work.data"]);
    expect(fileForPath("/assets/app-1234.js")).toEqual(["assets/app-1234.js"]);
  });

  it("never leaves the build folder", () => {
    expect(fileForPath("/../secret")).toEqual([]);
    expect(fileForPath("/%2e%2e/secret")).toEqual([]);
  });
});

describe("baseSecurityHeaders", () => {
  const headers = new Map(baseSecurityHeaders({ frameOrigins: ["https://player.vimeo.com"], https: true }));
  const policy = headers.get("Permissions-Policy") ?? "";
  const directives = new Map(policy.split(", ").map((d) => d.split("=") as [string, string]));

  it("turns off every powerful feature", () => {
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "serial", "hid", "bluetooth"]) {
      expect(directives.get(feature), feature).toBe("()");
    }
    expect(directives.get("display-capture")).toBe("()");
    expect(directives.get("publickey-credentials-get")).toBe("()");
  });

  it("lets only the video origin autoplay and go fullscreen", () => {
    expect(directives.get("fullscreen")).toBe('(self "https://player.vimeo.com")');
    expect(directives.get("autoplay")).toBe('(self "https://player.vimeo.com")');
  });

  it("keeps resources to this site, photos excepted", () => {
    expect(headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
    expect(isPhotoPath("/img/abc-640.avif")).toBe(true);
    expect(isPhotoPath("/media/testimonials/abc.jpg")).toBe(true);
    expect(isPhotoPath("/admin")).toBe(false);
    expect(isPhotoPath("/imgx")).toBe(false);
  });
});
