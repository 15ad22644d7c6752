import { existsSync } from 'node:fs';
import { LEVEL_SWATCH_HEX } from '@club-pulse/contracts/level-colors';
import PDFDocument from 'pdfkit';

/**
 * A4 documents for the report exports, drawn with pdfkit: a title, labelled lines, tables that continue on the
 * next page with their header, notes, and on every page a footer with the confidentiality line and "Page n of m".
 */

/** The level colours (NEED_LEVEL_COLOR, THEME_LEVEL_COLOR) in the shade the screen draws them. */
export const SWATCH = LEVEL_SWATCH_HEX;

/**
 * A font that writes every name a club may hold (accents, ł, ő, Cyrillic…): DejaVu Sans where the system has it
 * (Debian's fonts-dejavu-core; `PDF_FONT_PATH`/`PDF_BOLD_FONT_PATH` choose others). Without one, the PDF standard
 * Helvetica writes Western European text, and letters outside it lose their accent rather than turn into garbage.
 */
const FONT_CANDIDATES = [
  [process.env.PDF_FONT_PATH, process.env.PDF_BOLD_FONT_PATH],
  ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'],
] as const;
const EMBEDDED = FONT_CANDIDATES.find((pair): pair is readonly [string, string] => pair.every((p) => p !== undefined && existsSync(p)));

/** Helvetica's WinAnsi covers Latin-1 and a few more; other letters lose their accent (NFD), the rest becomes "?". */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
function forHelvetica(text: string): string {
  return [...text]
    .map((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      if (code < 0x100 || WIN_ANSI_EXTRA.has(ch)) return ch;
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      return [...base].every((c) => (c.codePointAt(0) ?? 0) < 0x100) ? base : '?';
    })
    .join('');
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}
export interface Cell {
  text: string;
  /** A colour swatch drawn before the text (a level's colour; its name is the text). */
  swatch?: string;
}

/** Points between a cell's text and its column's edge (so twice that between two columns' texts). */
const CELL_PADDING = 4;
/** Points a level's colour swatch takes before its text. */
const SWATCH_ROOM = 13;

/**
 * Shares `total` among columns in proportion to their weights, none narrower than its minimum: a column the share
 * leaves short gets its minimum, and the others share what is left, until every column has at least its minimum.
 * When the minimums alone exceed `total`, each gets its minimum scaled down (its longest words will be broken).
 */
export function fitWidths(weights: number[], minimums: number[], total: number): number[] {
  const min = (i: number) => minimums[i] ?? 0;
  const need = minimums.reduce((n, m) => n + m, 0);
  if (need >= total) return minimums.map((m) => (m * total) / need);
  const fixed = new Set<number>();
  for (;;) {
    const freeWeight = weights.reduce((n, w, i) => (fixed.has(i) ? n : n + w), 0);
    const freeSpace = total - [...fixed].reduce((n, i) => n + min(i), 0);
    const widths = weights.map((w, i) => (fixed.has(i) ? min(i) : (w * freeSpace) / freeWeight));
    const short = widths.flatMap((w, i) => (!fixed.has(i) && w < min(i) ? [i] : []));
    if (short.length === 0) return widths;
    for (const i of short) fixed.add(i);
  }
}

export class ReportPdf {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  private readonly write: (text: string) => string;
  private readonly left = 50;
  private readonly width: number;

  constructor(
    private readonly footer: string,
    private readonly pageLabel: (page: number, pages: number) => string,
    meta: { title: string; language: string },
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: 50, bottom: 70, left: 50, right: 50 },
      bufferPages: true,
      info: { Title: meta.title },
      lang: meta.language,
    });
    this.width = this.doc.page.width - 100;
    if (EMBEDDED) {
      this.doc.registerFont('body', EMBEDDED[0]);
      this.doc.registerFont('bold', EMBEDDED[1]);
      this.write = (text) => text;
    } else {
      this.doc.registerFont('body', 'Helvetica');
      this.doc.registerFont('bold', 'Helvetica-Bold');
      this.write = forHelvetica;
    }
    this.doc.font('body');
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  private get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page when fewer than `height` points are left on this one. */
  private room(height: number) {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  title(text: string, subtitle?: string) {
    this.doc.font('bold').fontSize(18).fillColor('#000').text(this.write(text), this.left, this.doc.y, { width: this.width });
    if (subtitle) this.doc.font('body').fontSize(10).fillColor('#444').text(this.write(subtitle), { width: this.width });
    this.doc.moveDown(0.8);
    return this;
  }

  heading(text: string) {
    this.room(60);
    this.doc.moveDown(0.6);
    this.doc.font('bold').fontSize(13).fillColor('#000').text(this.write(text), this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.3);
    return this;
  }

  /** A heading within a section (the personal report's "Where to get help" names its people, then its helplines). */
  subheading(text: string) {
    this.room(40);
    this.doc.moveDown(0.3);
    this.doc.font('bold').fontSize(11).fillColor('#000').text(this.write(text), this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.2);
    return this;
  }

  /** "Label: value" lines. */
  fields(rows: [string, string][]) {
    for (const [label, value] of rows) {
      this.room(16);
      this.doc
        .font('bold')
        .fontSize(10)
        .fillColor('#000')
        .text(`${this.write(label)}: `, this.left, this.doc.y, { continued: true, width: this.width });
      this.doc.font('body').text(this.write(value));
    }
    return this;
  }

  note(text: string) {
    this.room(30);
    this.doc.font('body').fontSize(9).fillColor('#444').text(this.write(text), this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.3);
    return this;
  }

  /**
   * The widths of a table's columns: in proportion to their `width`, but each at least as wide as the longest word
   * of its header and cells (a word is broken only when the columns' longest words together exceed the page), so
   * that headers and values keep their words whole and stay apart.
   */
  private columnWidths(columns: Column[], rows: Cell[][]): number[] {
    const longestWord = (text: string) =>
      Math.max(
        0,
        ...this.write(text)
          .split(/\s+|(?<=[-–—])/)
          .map((word) => this.doc.widthOfString(word)),
      );
    const minimums = columns.map((column, i) => {
      this.doc.font('bold').fontSize(9);
      let widest = longestWord(column.header) + 2 * CELL_PADDING;
      this.doc.font('body').fontSize(9);
      for (const row of rows) {
        const cell = row[i];
        if (cell) widest = Math.max(widest, longestWord(cell.text) + 2 * CELL_PADDING + (cell.swatch ? SWATCH_ROOM : 0));
      }
      return Math.ceil(widest);
    });
    return fitWidths(
      columns.map((c) => c.width),
      minimums,
      this.width,
    );
  }

  /** A table whose header is repeated at the top of each page it runs onto. */
  table(columns: Column[], rows: Cell[][]) {
    const widths = this.columnWidths(columns, rows);
    // The room the text of a cell has: the column less the padding on both sides and the swatch.
    const textWidth = (cell: Cell, i: number) => (widths[i] ?? 0) - 2 * CELL_PADDING - (cell.swatch ? SWATCH_ROOM : 0);
    const drawRow = (cells: Cell[], bold: boolean) => {
      this.doc.font(bold ? 'bold' : 'body').fontSize(9);
      const heights = cells.map((cell, i) => this.doc.heightOfString(this.write(cell.text), { width: textWidth(cell, i) }));
      const height = Math.max(12, ...heights) + 6;
      if (this.doc.y + height > this.bottom) {
        this.doc.addPage();
        if (!bold)
          drawRow(
            columns.map((c) => ({ text: c.header })),
            true,
          );
      }
      const top = this.doc.y;
      let x = this.left;
      cells.forEach((cell, i) => {
        let textX = x + CELL_PADDING;
        if (cell.swatch) {
          this.doc.rect(textX, top + 4, 9, 9).fill(cell.swatch);
          textX += SWATCH_ROOM;
        }
        this.doc
          .fillColor('#000')
          .font(bold ? 'bold' : 'body')
          .fontSize(9)
          .text(this.write(cell.text), textX, top + 3, { width: textWidth(cell, i), align: columns[i]?.align ?? 'left' });
        x += widths[i] ?? 0;
      });
      this.doc
        .moveTo(this.left, top + height)
        .lineTo(this.left + this.width, top + height)
        .lineWidth(0.5)
        .strokeColor(bold ? '#888' : '#ddd')
        .stroke();
      this.doc.x = this.left;
      this.doc.y = top + height;
    };
    this.room(40);
    drawRow(
      columns.map((c) => ({ text: c.header })),
      true,
    );
    for (const row of rows) drawRow(row, false);
    this.doc.moveDown(0.5);
    return this;
  }

  /** Writes the footers (now that the number of pages is known) and returns the file. */
  async finish(): Promise<Buffer> {
    const { start, count } = this.doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      this.doc.switchToPage(i);
      const y = this.doc.page.height - 55;
      // Written inside the bottom margin: no new page is started for it.
      this.doc.page.margins.bottom = 0;
      this.doc.font('body').fontSize(8).fillColor('#555');
      this.doc.text(this.write(this.footer), this.left, y, { width: this.width - 80 });
      this.doc.text(this.write(this.pageLabel(i + 1, count)), this.left + this.width - 80, y, { width: 80, align: 'right' });
    }
    this.doc.end();
    return this.done;
  }
}
