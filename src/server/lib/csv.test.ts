import { describe, expect, it } from 'vitest';
import { csvCell, csvLines, csvRow } from './csv';

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
