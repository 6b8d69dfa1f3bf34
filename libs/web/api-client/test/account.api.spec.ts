import { filenameFromDisposition } from '../src/endpoints/account.api';

describe('download file names', () => {
  it('reads the filename of a Content-Disposition header, else the fallback', () => {
    expect(filenameFromDisposition('attachment; filename="labellens-export.json"', 'x')).toBe(
      'labellens-export.json',
    );
    expect(filenameFromDisposition('attachment; filename=scans.csv', 'x')).toBe('scans.csv');
    expect(
      filenameFromDisposition(
        'attachment; filename="fallback.csv"; filename*=UTF-8\'\'caf%C3%A9-scans.csv',
        'x',
      ),
    ).toBe('café-scans.csv');
    expect(filenameFromDisposition('attachment', 'labellens-scan-history.csv')).toBe(
      'labellens-scan-history.csv',
    );
    expect(filenameFromDisposition(null, 'fallback.json')).toBe('fallback.json');
  });
});
