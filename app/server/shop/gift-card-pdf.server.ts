import fs from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type Color, type PDFFont, type PDFPage } from "pdf-lib";
import { formatPrice } from "~/shared/money";
import { dejaVu, PLAIN_TEXT, wrapText } from "../proposals/contract-pdf-layout.server";

// The gift card itself (decision 046): one landscape page, 7 × 5 inches, in the site's colours
// (sand paper, clay and gold rules, ink text) and its display face, Cormorant Garamond, for the
// headings; DejaVu Sans for the code and the small print, so any name or message prints as typed.

export interface GiftCardFacts {
  code: string;
  amountCents: number;
  recipientName: string;
  message: string;
  /** The buyer's name for a card sold in the shop (decision 051); '' when she issued it. */
  fromName?: string;
  siteName: string;
  siteUrl: string;
  siteEmail: string;
}

const PAGE = { width: 504, height: 360 };
/** The site's palette (app/app.css). */
const SAND = rgb(0xfb / 255, 0xf8 / 255, 0xf3 / 255);
const SAND_DEEP = rgb(0xe8 / 255, 0xdc / 255, 0xcb / 255);
const INK = rgb(0x2b / 255, 0x26 / 255, 0x22 / 255);
const INK_SOFT = rgb(0x5a / 255, 0x51 / 255, 0x4a / 255);
const CLAY = rgb(0x9a / 255, 0x4f / 255, 0x24 / 255);
const GOLD = rgb(0xc7 / 255, 0x9a / 255, 0x3a / 255);

const resolveModule = createRequire(import.meta.url).resolve;
let display: Buffer | undefined;
function cormorant(): Buffer {
  display ??= fs.readFileSync(
    resolveModule("@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff"),
  );
  return display;
}

function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK) {
  const width = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: (PAGE.width - width) / 2, y, size, font, color });
}

/** A line round the page, `inset` points in from its edges (the card's double frame). */
function frame(page: PDFPage, inset: number, borderColor: Color, borderWidth: number) {
  const width = PAGE.width - 2 * inset;
  const height = PAGE.height - 2 * inset;
  page.drawRectangle({ x: inset, y: inset, width, height, borderColor, borderWidth });
}

/** The card as a one-page PDF. */
export async function renderGiftCardPdf(facts: GiftCardFacts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const title = `Gift card from ${facts.siteName}`;
  doc.setTitle(title);
  doc.setAuthor(facts.siteName);
  const heading = await doc.embedFont(cormorant(), { subset: true, features: PLAIN_TEXT });
  const body = await doc.embedFont(dejaVu().regular, { subset: true, features: PLAIN_TEXT });
  const bold = await doc.embedFont(dejaVu().bold, { subset: true, features: PLAIN_TEXT });
  const page = doc.addPage([PAGE.width, PAGE.height]);

  page.drawRectangle({ x: 0, y: 0, width: PAGE.width, height: PAGE.height, color: SAND });
  frame(page, 14, CLAY, 1.5);
  frame(page, 20, GOLD, 0.75);

  centred(page, facts.siteName, 300, heading, 22, CLAY);
  centred(page, "Gift Card", 262, heading, 38);
  centred(page, formatPrice(facts.amountCents), 222, heading, 34, CLAY);
  const from = facts.fromName ? ` — from ${facts.fromName}` : "";
  centred(page, `For ${facts.recipientName}${from}`.slice(0, 90), 196, body, 12, INK);

  let y = 176;
  if (facts.message) {
    for (const line of wrapText(facts.message, body, 10, PAGE.width - 120).slice(0, 4)) {
      centred(page, line, y, body, 10, INK_SOFT);
      y -= 14;
    }
  }
  const band = { y: 62, height: 46 };
  page.drawRectangle({ x: 80, y: band.y, width: PAGE.width - 160, height: band.height, color: SAND_DEEP });
  centred(page, "YOUR CODE", band.y + 31, body, 7.5, INK_SOFT);
  centred(page, facts.code, band.y + 11, bold, 18, INK);
  centred(
    page,
    `Enter the code in the cart at ${facts.siteUrl.replace(/^https?:\/\//, "")}/cart — it pays for prints and albums, in one order or several.`,
    44,
    body,
    7,
    INK_SOFT,
  );
  centred(page, `Questions: ${facts.siteEmail}`, 32, body, 7, INK_SOFT);
  return doc.save();
}
