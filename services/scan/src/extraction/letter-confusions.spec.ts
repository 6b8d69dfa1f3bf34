import { repairLetterConfusions, repairStatementConfusions } from './letter-confusions';

describe('repairLetterConfusions', () => {
  it('writes an i/l misreading as the name it is one letter from', () => {
    expect(repairLetterConfusions(['hazeinuts (13%)', 'paim oil', 'sugar'], 'en')).toEqual([
      'hazelnuts (13%)',
      'palm oil',
      'sugar',
    ]);
  });

  it('writes an unmatched word as the name one confused letter makes it (`Ejer` → `Eier`)', () => {
    expect(repairLetterConfusions(['Weizenmehl', 'Ejer', 'Saiz'], 'de')).toEqual([
      'Weizenmehl',
      'Eier',
      'Salz',
    ]);
  });

  it('repairs the confusions of small print beyond i/l: h/n, f/t, v/w, a bar for l', () => {
    expect(
      repairLetterConfusions(
        ['Buchweizenmenl* 9%', 'EINKORNmeh|* 8%', 'WEIZENtasern', 'DINKELwollkornflocken 36%'],
        'de',
      ),
    ).toEqual([
      'Buchweizenmehl* 9%',
      'EINKORNmehl* 8%',
      'WEIZENfasern',
      'DINKELvollkornflocken 36%',
    ]);
  });

  it('repairs two confusions only in a name of eight letters or more', () => {
    // Two each (j for i, n for h): `Vollmjlcn` has nine letters, `Mjlcn` five.
    expect(repairLetterConfusions(['Vollmjlcn', 'Mjlcn'], 'de')).toEqual(['Vollmilch', 'Mjlcn']);
  });

  it('gives up on a page of misread words within its budget, leaving them as read', () => {
    const junk = Array.from({ length: 60 }, (_, i) => `Tomatenumartkunzenteg Pia ehe ${i}`);
    expect(repairLetterConfusions(junk, 'de')).toEqual(junk);
  });

  it('leaves exact names, unknown words and other misreadings as read', () => {
    const items = ['vanillin', 'zqxv extract', 'skimmed MILK powder (8.7%)', 'Hantweizehment'];
    expect(repairLetterConfusions(items, 'en')).toEqual(items);
  });
});

describe('repairStatementConfusions', () => {
  it('writes a misread allergen in a statement as the allergen it is one letter from', () => {
    expect(repairStatementConfusions(['kann Eler enthalten'], 'de')).toEqual([
      'kann Eier enthalten',
    ]);
    expect(repairStatementConfusions(['May contain traces of mllk and nuts.'], 'en')).toEqual([
      'May contain traces of milk and nuts.',
    ]);
  });

  it('leaves statements whose words already name what they name', () => {
    const statements = ['Kann Spuren von Milch, Mandel und Sesam enthalten', 'Contains: celery'];
    expect(repairStatementConfusions(statements, 'de')).toEqual(statements);
    expect(repairStatementConfusions(['May contain a little oil'], 'en')).toEqual([
      'May contain a little oil',
    ]);
  });
});
