import { csvField, csvRow } from './csv';

describe('csv', () => {
  it('quotes separators and quotes, joins lists, defuses formulas', () => {
    expect(csvRow(['plain', 'a,b', 'say "hi"', ['x', 'y'], null, 3])).toBe(
      'plain,"a,b","say ""hi""","x; y",,3',
    );
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-5')).toBe("'-5");
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
  });
});
