// Spreadsheets as a purchasing system exports them, for the import tests: shared and inline strings, a style
// on every cell, columns past Z, and wide rows, so a small file unzips to far more than it weighs; and a zip
// bomb.
import { strToU8, zipSync } from 'fflate';

const SPREADSHEET = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** A, B, …, Z, AA, AB, …: a column's letters from its index (0 for A). */
function columnName(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : columnName(Math.floor(index / 26) - 1) + letter;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The workbook around a first sheet's XML (and its shared strings), zipped the way Excel zips. */
function workbook(sheetXml: string, strings: readonly string[]): Uint8Array {
  const files: Record<string, string> = {
    '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    '_rels/.rels': `${XML}<Relationships xmlns="${PACKAGE}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${XML}<workbook xmlns="${SPREADSHEET}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="订单明细" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="${PACKAGE}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId3" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/></Relationships>`,
    'xl/styles.xml': `${XML}<styleSheet xmlns="${SPREADSHEET}"><fonts count="1"><font><sz val="11"/><name val="等线"/></font></fonts><fills count="1"><fill><patternFill patternType="none"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`,
    'xl/sharedStrings.xml': `${XML}<sst xmlns="${SPREADSHEET}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((text) => `<si><t>${escapeXml(text)}</t></si>`).join('')}</sst>`,
    'xl/worksheets/sheet1.xml': sheetXml,
  };
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
}

/**
 * An export of `rows` rows × `columns` columns under a header: 商品编码, 数量, 单价 (shared strings), then
 * columns of remarks (inline strings, as streaming exporters write them), every cell styled.
 */
export function exportedSheet(rows: number, columns: number, skuOf: (row: number) => string): Uint8Array {
  const strings = ['商品编码', '数量', '单价（选填）'];
  const stringCell = (reference: string, text: string) => {
    strings.push(text);
    return `<c r="${reference}" s="1" t="s"><v>${strings.length - 1}</v></c>`;
  };
  const header = Array.from({ length: columns }, (_, c) =>
    c < 3
      ? `<c r="${columnName(c)}1" s="1" t="s"><v>${c}</v></c>`
      : stringCell(`${columnName(c)}1`, `备注${c}`),
  );
  const lines = [`<row r="1" spans="1:${columns}">${header.join('')}</row>`];
  for (let r = 2; r <= rows + 1; r += 1) {
    const cells = Array.from({ length: columns }, (_, c) => {
      const reference = `${columnName(c)}${r}`;
      if (c === 0) return stringCell(reference, skuOf(r - 1));
      if (c === 1) return `<c r="${reference}" s="1"><v>${(r % 5) + 1}</v></c>`;
      if (c === 2) return `<c r="${reference}"><v>${r}.5</v></c>`;
      const remark = `采购部门第${c}栏说明：按合同约定的规格、数量和交付时间执行，第${r}行`;
      return `<c r="${reference}" s="1" t="inlineStr"><is><t>${remark}</t></is></c>`;
    });
    lines.push(`<row r="${r}" spans="1:${columns}" x14ac:dyDescent="0.25">${cells.join('')}</row>`);
  }
  const sheet = `${XML}<worksheet xmlns="${SPREADSHEET}" xmlns:r="${RELATIONSHIPS}" xmlns:x14ac="http://schemas.microsoft.com/office/spreadsheetml/2009/9/ac"><dimension ref="A1:${columnName(columns - 1)}${rows + 1}"/><sheetData>${lines.join('')}</sheetData></worksheet>`;
  return workbook(sheet, strings);
}

/** A workbook of a few bytes whose sheet unzips to `unzippedBytes` of blank space: a zip bomb. */
export function zipBomb(unzippedBytes: number): Uint8Array {
  const open = `${XML}<worksheet xmlns="${SPREADSHEET}"><sheetData>`;
  const close = '</sheetData></worksheet>';
  return workbook(`${open}${' '.repeat(unzippedBytes)}${close}`, []);
}
