import { resolveRoute } from './route-table';

describe('route table', () => {
  it('sends the offline allowance and offline scan sync to the scan service, signed in', () => {
    for (const path of ['/api/offline/allowance', '/api/offline/scans'])
      expect(resolveRoute(path)).toEqual({ service: 'scan', auth: 'session' });
  });

  it('knows nothing of /api/offline itself or lookalikes', () => {
    expect(resolveRoute('/api/offline')).toBeUndefined();
    expect(resolveRoute('/api/offlinex/allowance')).toBeUndefined();
  });
});
