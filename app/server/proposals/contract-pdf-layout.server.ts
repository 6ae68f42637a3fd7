import fs from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from "pdf-lib";

// A small flowing-text writer on top of pdf-lib: words wrapped to the page width, a new page when
// the current one is full, and page numbers stamped on every page at the end.

const PAGE = { width: 612, height: 792 }; // US Letter, in points
const MARGIN = 64;
const FOOTER = 40;
const INK = rgb(0.13, 0.13, 0.13);
const SOFT = rgb(0.4, 0.4, 0.4);

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

interface TextStyle {
  size?: number;
  bold?: boolean;
  soft?: boolean;
  /** Left indent, in points. */
  indent?: number;
  /** Space before the block, in points. */
  before?: number;
}

const widths = new WeakMap<PDFFont, Map<string, number>>();

/**
 * A word's width at size 1, measured once per font: laying out text is the slow part of making
 * a PDF, and a contract repeats its words. Kerning is off (see renderContractPdf), so a line is
 * exactly as wide as its words and spaces.
 */
function unitWidth(font: PDFFont, word: string): number {
  let cache = widths.get(font);
  if (!cache) widths.set(font, (cache = new Map()));
  let width = cache.get(word);
  if (width === undefined) cache.set(word, (width = font.widthOfTextAtSize(word, 1)));
  return width;
}

/** Lines of `text` no wider than `width`; a word longer than a line is broken between characters. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const limit = width / size;
  const space = unitWidth(font, " ");
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    let lineWidth = 0;
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const wordWidth = unitWidth(font, word);
      if (line && lineWidth + space + wordWidth <= limit) {
        line += ` ${word}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (unitWidth(font, rest) > limit) {
        let cut = rest.length - 1;
        while (cut > 1 && unitWidth(font, rest.slice(0, cut)) > limit) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
      lineWidth = unitWidth(font, rest);
    }
    lines.push(line);
  }
  return lines;
}

export class FlowWriter {
  private page: PDFPage;
  private y = 0;
  readonly width = PAGE.width - 2 * MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.page = this.newPage();
  }

  private newPage(): PDFPage {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
    return this.page;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number) {
    if (this.y - height < MARGIN + FOOTER) this.newPage();
  }

  pageBreak() {
    this.newPage();
  }

  text(text: string, style: TextStyle = {}, marker?: string) {
    const size = style.size ?? 11;
    const font = style.bold ? this.fonts.bold : this.fonts.regular;
    const indent = style.indent ?? 0;
    const leading = size * 1.4;
    const lines = wrapText(text, font, size, this.width - indent);
    this.y -= style.before ?? 0;
    lines.forEach((line, index) => {
      this.ensure(leading);
      this.y -= leading;
      const color = style.soft ? SOFT : INK;
      if (index === 0 && marker) {
        const markerX = MARGIN + indent - font.widthOfTextAtSize(marker, size) - 5;
        this.page.drawText(marker, { x: markerX, y: this.y, size, font, color });
      }
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color });
    });
  }

  rule(before = 6) {
    this.ensure(before * 2);
    this.y -= before;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 0.5,
      color: SOFT,
    });
    this.y -= before;
  }

  /** An image (a drawn signature) scaled into the box, keeping its proportions. */
  image(image: PDFImage, maxWidth: number, maxHeight: number) {
    const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1);
    const { width, height } = image.scale(scale);
    this.ensure(height + 4);
    this.y -= height + 4;
    this.page.drawImage(image, { x: MARGIN, y: this.y, width, height });
  }

  /** "Page 2 of 5" and a footer line on every page, once the document is complete. */
  stampPages(footer: string) {
    const pages = this.doc.getPages();
    const size = 8;
    const font = this.fonts.regular;
    pages.forEach((page, index) => {
      const label = `Page ${index + 1} of ${pages.length}`;
      page.drawText(label, {
        x: PAGE.width - MARGIN - font.widthOfTextAtSize(label, size),
        y: MARGIN / 2,
        size,
        font,
        color: SOFT,
      });
      const [line] = wrapText(footer, font, size, this.width - 80);
      page.drawText(line ?? "", { x: MARGIN, y: MARGIN / 2, size, font, color: SOFT });
    });
  }
}

const resolveModule = createRequire(import.meta.url).resolve;
let fontBytes: { regular: Buffer; bold: Buffer } | undefined;
export function dejaVu() {
  fontBytes ??= {
    regular: fs.readFileSync(resolveModule("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    bold: fs.readFileSync(resolveModule("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
  };
  return fontBytes;
}

/**
 * No kerning or ligatures: shaping is most of a PDF's making time, a line's width is then the sum
 * of its words', and text extractors read "fi" rather than a ligature glyph.
 */
export const PLAIN_TEXT = { kern: false, liga: false, clig: false, calt: false, dlig: false, rlig: false };

/**
 * A new PDF with DejaVu Sans embedded (any name prints as typed) and a writer on its first page:
 * the start of every PDF the site makes (the signed contract, a receipt).
 */
export async function createFlowDocument(meta: { title: string; author: string; subject?: string }) {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const bytes = dejaVu();
  const fonts: Fonts = {
    regular: await doc.embedFont(bytes.regular, { subset: true, features: PLAIN_TEXT }),
    bold: await doc.embedFont(bytes.bold, { subset: true, features: PLAIN_TEXT }),
  };
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  if (meta.subject) doc.setSubject(meta.subject);
  return { doc, flow: new FlowWriter(doc, fonts) };
}
