// The e-invoice as a real PDF 1.4 file, written by hand: one A4 page of text in STSong-Light, a standard
// Chinese font every PDF reader has (no embedding), addressed through the UniGB-UCS2-H CMap, so each string
// is its UTF-16 code units in hex. Every byte is ASCII, so offsets are string lengths.

export interface PdfLine {
  text: string;
  size?: number;
}

/** A string as the UCS-2 CMap reads it: each code unit as four hex digits. */
const ucs2Hex = (text: string) =>
  `<${[...text].map((char) => ((char.codePointAt(0) ?? 0x3f) > 0xffff ? '003F' : char.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase())).join('')}>`;

const PAGE = { width: 595, height: 842, margin: 56, leading: 1.6 };

/** The page's content stream: the lines from the top, each in its size. */
function contentStream(lines: readonly PdfLine[]): string {
  let y = PAGE.height - PAGE.margin;
  const shown = lines.map(({ text, size = 11 }) => {
    y -= size * PAGE.leading;
    return `BT /F1 ${size} Tf ${PAGE.margin} ${y.toFixed(1)} Td ${ucs2Hex(text)} Tj ET`;
  });
  return shown.join('\n');
}

/** A PDF of one page with these lines; `title` goes in the document's information. */
export function invoicePdf(title: string, lines: readonly PdfLine[]): string {
  const stream = contentStream(lines);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 7 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    `<< /Title ${ucs2Hex(title).replace('<', '<FEFF')} /Producer (demo gateway) >>`,
  ];
  let file = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const at = file.length;
    file += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = file.length;
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  file += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return file;
}
