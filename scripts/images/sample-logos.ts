// Sample logos, drawn on pure white so the white-to-transparent rule (SPEC §2.1) visibly applies.
import { escapeXml } from "./svg-text";

/** A stylised bee in a honeycomb outline, drawn in a 100-unit box scaled to the canvas. */
export function beeSvg(width: number, height: number): string {
  const scale = Math.min(width, height) / 100;
  const dx = (width - 100 * scale) / 2;
  const dy = (height - 100 * scale) / 2;
  const ink = "#2b2118";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="#ffffff"/>
<defs>
<linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7c21a"/><stop offset="1" stop-color="#dc9200"/></linearGradient>
<clipPath id="abdomen"><ellipse cx="56" cy="58" rx="22" ry="14"/></clipPath>
</defs>
<g transform="translate(${dx.toFixed(1)} ${dy.toFixed(1)}) scale(${scale.toFixed(3)})">
<path d="M50 7 L87 28.5 V71.5 L50 93 L13 71.5 V28.5 Z" fill="none" stroke="#c38d1c" stroke-width="2.4" stroke-linejoin="round"/>
<ellipse cx="50" cy="37" rx="9" ry="16" transform="rotate(-28 50 37)" fill="#cfe2ee" stroke="${ink}" stroke-width="1.3"/>
<ellipse cx="62" cy="38" rx="8" ry="14" transform="rotate(24 62 38)" fill="#bcd6e6" stroke="${ink}" stroke-width="1.3"/>
<ellipse cx="56" cy="58" rx="22" ry="14" fill="url(#body)"/>
<g clip-path="url(#abdomen)" fill="${ink}"><rect x="48" y="40" width="5.5" height="40"/><rect x="59" y="40" width="5.5" height="40"/><rect x="70" y="40" width="5.5" height="40"/></g>
<ellipse cx="56" cy="58" rx="22" ry="14" fill="none" stroke="${ink}" stroke-width="1.6"/>
<path d="M77.5 58 L86 58 L78 62 Z" fill="${ink}"/>
<circle cx="31" cy="56" r="10" fill="${ink}"/>
<circle cx="27.5" cy="53.5" r="2.2" fill="#f2dfae"/>
<path d="M28 47 Q24 38 18 35 M33 46.5 Q33 37 29 31" fill="none" stroke="${ink}" stroke-width="1.5" stroke-linecap="round"/>
<circle cx="18" cy="35" r="1.8" fill="${ink}"/><circle cx="29" cy="31" r="1.8" fill="${ink}"/>
</g></svg>`;
}

/** A publication's name set as a wordmark, with a small "SAMPLE" tag under a fine rule. */
export function wordmarkSvg(width: number, height: number, label: string): string {
  const name = label.length > 40 ? `${label.slice(0, 39)}…` : label;
  // DejaVu Serif averages about 0.6em per character: size the name to fill ~85% of the width.
  const size = Math.min(height * 0.3, (width * 0.85) / (Math.max(name.length, 4) * 0.6));
  const tag = Math.max(12, size * 0.28);
  const mid = height / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="#ffffff"/>
<text x="${width / 2}" y="${(mid + size * 0.3).toFixed(1)}" text-anchor="middle" font-family="serif" font-size="${size.toFixed(1)}" font-style="italic" fill="#1f1c1a">${escapeXml(name)}</text>
<rect x="${(width * 0.3).toFixed(1)}" y="${(mid + size * 0.75).toFixed(1)}" width="${(width * 0.4).toFixed(1)}" height="${Math.max(2, size * 0.04).toFixed(1)}" fill="#b08d57"/>
<text x="${width / 2}" y="${(mid + size * 0.75 + tag * 1.7).toFixed(1)}" text-anchor="middle" font-family="sans-serif" font-size="${tag.toFixed(1)}" letter-spacing="${(tag * 0.3).toFixed(1)}" fill="#7a7470">SAMPLE</text>
</svg>`;
}
