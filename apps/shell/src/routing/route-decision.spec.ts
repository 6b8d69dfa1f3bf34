import { BOTTOM_NAV_TAB, decideRoute, normalizePath } from './route-decision';

describe('decideRoute', () => {
  it('shows the loading screen while the session loads, except for admin routes', () => {
    expect(decideRoute('/history', 'loading')).toEqual({ screen: 'loading', pattern: '*' });
    expect(decideRoute('/', 'loading').screen).toBe('loading');
    expect(decideRoute('/admin/login', 'loading').screen).toBe('adminLogin');
    expect(decideRoute('/admin/dashboard', 'loading').screen).toBe('adminDashboard');
  });

  describe('signed out', () => {
    it.each([
      ['/', 'landing'],
      ['/auth', 'auth'],
      ['/auth/callback', 'authCallback'],
      ['/help', 'help'],
      ['/help/contact', 'helpContact'],
      ['/privacy', 'privacy'],
      ['/terms', 'terms'],
      ['/security', 'security'],
      ['/email-action', 'emailAction'],
      ['/__/auth/action', 'emailAction'],
      ['/password-reset', 'passwordReset'],
      ['/admin/login', 'adminLogin'],
      ['/admin/dashboard', 'adminDashboard'],
    ])('%s shows %s', (path, screen) => {
      expect(decideRoute(path, 'signedOut').screen).toBe(screen);
    });

    it.each([
      '/history',
      '/list',
      '/scan/abc',
      '/profile',
      '/settings',
      '/subscription',
      '/nonexistent',
    ])('unknown or signed-in path %s shows the landing page', (path) => {
      expect(decideRoute(path, 'signedOut')).toEqual({ screen: 'landing', pattern: '*' });
    });
  });

  describe('signed in without a profile', () => {
    it('allows only profile setup and subscription', () => {
      expect(decideRoute('/profile-setup', 'noProfile').screen).toBe('profileSetup');
      expect(decideRoute('/subscription', 'noProfile').screen).toBe('subscription');
    });

    it.each(['/', '/history', '/scan/1', '/profile', '/help', '/auth', '/nonexistent'])(
      '%s shows profile setup',
      (path) => {
        expect(decideRoute(path, 'noProfile')).toEqual({ screen: 'profileSetup', pattern: '*' });
      },
    );

    it('still reaches the admin area', () => {
      expect(decideRoute('/admin/login', 'noProfile').screen).toBe('adminLogin');
    });
  });

  describe('signed in with a profile', () => {
    it.each([
      ['/', 'scan'],
      ['/auth', 'auth'],
      ['/auth/callback', 'authCallback'],
      ['/history', 'history'],
      ['/list', 'shoppingList'],
      ['/profile-setup', 'profileSetup'],
      ['/profile', 'profile'],
      ['/settings', 'settings'],
      ['/subscription', 'subscription'],
      ['/email-verification', 'emailVerification'],
      ['/email-action', 'emailAction'],
      ['/__/auth/action', 'emailAction'],
      ['/password-reset', 'passwordReset'],
      ['/mfa-setup', 'mfaSetup'],
      ['/help', 'help'],
      ['/help/contact', 'helpContact'],
      ['/privacy', 'privacy'],
      ['/terms', 'terms'],
      ['/security', 'security'],
    ])('%s shows %s', (path, screen) => {
      expect(decideRoute(path, 'withProfile').screen).toBe(screen);
    });

    it('mounts scan detail under /scan/:id so the id is a route parameter', () => {
      expect(decideRoute('/scan/42', 'withProfile')).toEqual({
        screen: 'scanDetail',
        pattern: '/scan/:id',
      });
      expect(decideRoute('/scan/', 'withProfile').screen).toBe('notFound');
      expect(decideRoute('/scan/1/2', 'withProfile').screen).toBe('notFound');
    });

    it('shows not-found for unmatched paths', () => {
      expect(decideRoute('/nonexistent', 'withProfile')).toEqual({
        screen: 'notFound',
        pattern: '*',
      });
    });
  });

  it('ignores trailing slashes and letter case like the router does', () => {
    expect(normalizePath('/History/')).toBe('/history');
    expect(normalizePath('///')).toBe('/');
    expect(decideRoute('/Help/Contact/', 'signedOut').screen).toBe('helpContact');
  });

  it('shows the bottom navigation on the signed-in main screens only', () => {
    expect(BOTTOM_NAV_TAB.scan).toBe('scan');
    expect(BOTTOM_NAV_TAB.history).toBe('history');
    expect(BOTTOM_NAV_TAB.shoppingList).toBe('list');
    expect(BOTTOM_NAV_TAB.subscription).toBe('plans');
    expect(BOTTOM_NAV_TAB.landing).toBeUndefined();
    expect(BOTTOM_NAV_TAB.profileSetup).toBeUndefined();
  });
});
