import { describe, expect, it } from 'vitest';
import { csvCell, csvLines, csvRow, decodeCsvBytes, readCsvSheet, REPLACEMENT_CHARACTER } from './csv';

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('Jane Mwenda')).toBe('Jane Mwenda');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Mwenda, Jane')).toBe('"Mwenda, Jane"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it.each(['=1+1', '+254', '-2', '@SUM(A1)', '\tx', '\rx'])('neutralises the formula start of %j', (value) => {
    expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true);
  });

  it('neutralises and quotes a formula that also has a comma', () => {
    expect(csvCell('=HYPERLINK("http://x",1)')).toBe('"\'=HYPERLINK(""http://x"",1)"');
  });

  it('joins a row with CRLF', () => {
    expect(csvRow(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
  });
});

describe('csvLines', () => {
  it('starts with a BOM and the header, then a row per record across batches', async () => {
    async function* batches() {
      yield [{ n: 'a' }, { n: '=b' }];
      yield [{ n: 'c' }];
    }
    const lines: string[] = [];
    for await (const line of csvLines(['Name'], batches(), (r) => [r.n])) lines.push(line);
    expect(lines.join('')).toBe("\uFEFFName\r\na\r\n'=b\r\nc\r\n");
  });
});

describe('decodeCsvBytes', () => {
  const cp1252 = Uint8Array.from([0x4b, 0xe9, 0x6e, 0x64, 0x69, 0x2c, 0x80]); // "Kéndi,€" as Excel's plain CSV saves it

  it('reads UTF-8 with and without a BOM', () => {
    expect(decodeCsvBytes(new TextEncoder().encode('Kéndi,1'))).toEqual({ text: 'Kéndi,1', encoding: 'utf-8' });
    expect(decodeCsvBytes(Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Kéndi')]))).toEqual({
      text: 'Kéndi',
      encoding: 'utf-8',
    });
  });

  it('reads Windows-1252 (not valid UTF-8) without replacement characters', () => {
    const { text, encoding } = decodeCsvBytes(cp1252);
    expect(encoding).toBe('windows-1252');
    expect(text).toBe('Kéndi,€');
    expect(text).not.toContain(REPLACEMENT_CHARACTER);
  });

  it('reads UTF-16 with its BOM (Excel\'s "Unicode text")', () => {
    const le = Uint8Array.from([0xff, 0xfe, ...[...'Kéndi'].flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(decodeCsvBytes(le)).toEqual({ text: 'Kéndi', encoding: 'utf-16le' });
  });
});

describe('readCsvSheet', () => {
  it('numbers rows as the spreadsheet does: blank rows and rows of empty cells count but are skipped', () => {
    const sheet = readCsvSheet('a,b\r\n1,2\r\n\r\n,\r\n"multi\nline",3\r\n4,5\r\n');
    expect(sheet.header).toEqual(['a', 'b']);
    expect(sheet.rows).toEqual([
      { row: 2, cells: ['1', '2'] },
      { row: 5, cells: ['multi\nline', '3'] },
      { row: 6, cells: ['4', '5'] },
    ]);
  });

  it('finds the separator: semicolons (a comma-decimal locale) with commas in names, and tabs', () => {
    const semi = readCsvSheet('ID Number;Full Name\n12345678;Mwenda, Kirimi\n');
    expect(semi.delimiter).toBe(';');
    expect(semi.rows[0]!.cells).toEqual(['12345678', 'Mwenda, Kirimi']);
    const tabs = readCsvSheet('a\tb\n1\t2\n');
    expect(tabs.delimiter).toBe('\t');
    expect(tabs.rows[0]!.cells).toEqual(['1', '2']);
    expect(readCsvSheet('"x;y",b\n1,2\n').delimiter).toBe(',');
  });

  it("gives back the text of a cell the export protected with '", () => {
    expect(readCsvSheet("a,b\n'+254712345678,'=x\n").rows[0]!.cells).toEqual(['+254712345678', '=x']);
  });

  it('reads what csvRow writes', () => {
    const written = csvRow(['Name', 'Phone']) + csvRow(['Mwenda, "K"', '+254712345678']);
    expect(readCsvSheet(`\uFEFF${written}`).rows[0]!.cells).toEqual(['Mwenda, "K"', '+254712345678']);
  });

  it('throws on text that is not CSV', () => {
    expect(() => readCsvSheet('a,b\n"unclosed,1\n')).toThrow();
  });
});
