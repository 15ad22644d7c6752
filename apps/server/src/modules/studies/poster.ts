import type { Language } from '@club-pulse/contracts/constants';
import PDFDocument from 'pdfkit';
import qrcode from 'qrcode-generator';
import { posterTexts } from './study-sharing-texts.ts';

export interface PosterInput {
  study: string;
  club: string;
  team: string;
  dueDate: string;
  link: string;
  language: Language;
}

// A4 in PDF points (1/72 inch), with 2 cm margins.
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const INK = '#1b1f24';
const ACCENT = '#1c7ed6';
const MUTED = '#5c6670';

/**
 * Draws the QR code of `text` as filled squares (vector: sharp at any print size), `size` points wide, with the
 * four-module quiet zone the standard asks for inside that width. Error correction M, as on the screen.
 */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  const cell = size / (count + 8);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      // Slightly overlapping squares, so that no hairline gap shows between dark modules when printed.
      if (qr.isDark(row, col)) doc.rect(x + (col + 4) * cell, y + (row + 4) * cell, cell + 0.05, cell + 0.05);
    }
  }
  doc.fill('#000000');
}

/**
 * The printable A4 poster of a study (docs/design.md#sharing): the study, its club and team, the QR code of
 * its link with the link written out, the due date and three steps to join, in `language`. The standard PDF
 * fonts (Helvetica) cover the five languages of the product; a name in another script prints as the font
 * can (the link and the code, which is what people use, are ASCII). Answers the PDF's bytes.
 */
export function renderPoster(p: PosterInput): Promise<Buffer> {
  const t = posterTexts(p.language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${p.study} · ${p.club}`, Author: p.club, Creator: 'Club Pulse' },
    lang: p.language,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = A4.width - 2 * MARGIN;
  // A band of colour at the top with the club's name.
  doc.rect(0, 0, A4.width, 110).fill(ACCENT);
  doc
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(26)
    .text(p.club, MARGIN, 36, { width, align: 'center', lineBreak: true, height: 34, ellipsis: true });
  doc.font('Helvetica').fontSize(15).text(t.team(p.team), MARGIN, 72, { width, align: 'center', height: 20, ellipsis: true });

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(24).text(t.headline, MARGIN, 138, { width, align: 'center' });
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(16).fillColor(MUTED).text(p.study, { width, align: 'center', height: 60, ellipsis: true });

  const qrSize = 250;
  const qrX = (A4.width - qrSize) / 2;
  const qrY = Math.max(doc.y + 14, 240);
  drawQr(doc, p.link, qrX, qrY, qrSize);
  doc.lineWidth(1).strokeColor('#ced4da').rect(qrX, qrY, qrSize, qrSize).stroke();

  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(t.scan, MARGIN, qrY + qrSize + 10, { width, align: 'center' });
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(t.orOpen, { width, align: 'center' });
  doc.font('Courier').fontSize(9.5).fillColor(INK).text(p.link, { width, align: 'center' });
  doc.moveDown(0.4);
  doc.font('Helvetica-Bold').fontSize(12).fillColor(ACCENT).text(t.until(p.dueDate), { width, align: 'center' });

  // The three steps, each a numbered disc and its sentence.
  let y = doc.y + 22;
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(15).text(t.stepsTitle, MARGIN, y, { width });
  y = doc.y + 10;
  t.steps.forEach((step, i) => {
    doc.circle(MARGIN + 13, y + 9, 13).fill(ACCENT);
    doc
      .fillColor('#ffffff')
      .font('Helvetica-Bold')
      .fontSize(13)
      .text(String(i + 1), MARGIN, y + 4, { width: 26, align: 'center' });
    doc
      .fillColor(INK)
      .font('Helvetica')
      .fontSize(12)
      .text(step, MARGIN + 38, y + 2, { width: width - 38 });
    y = Math.max(doc.y, y + 26) + 10;
  });

  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(t.footer, MARGIN, A4.height - MARGIN - 24, { width, align: 'center', height: 30, lineBreak: true });
  doc.end();
  return done;
}
