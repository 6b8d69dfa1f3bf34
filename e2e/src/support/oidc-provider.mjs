// A real OpenID Connect provider (node-oidc-provider) for the sign-in test. ESM-only, so it runs as
// its own process: node oidc-provider.mjs <port> <clientId> <clientSecret> <redirectUri>
import Provider from 'oidc-provider';

const [port, clientId, clientSecret, redirectUri] = process.argv.slice(2);
const issuer = `http://127.0.0.1:${port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['given_name', 'family_name'],
  },
  // The test reads profile claims from the ID token, as many providers send them.
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: true } },
  async findAccount(_ctx, id) {
    return {
      accountId: id,
      async claims() {
        return {
          sub: id,
          email: `${id}@oidc.example`,
          email_verified: true,
          given_name: 'Oidc',
          family_name: 'Person',
        };
      },
    };
  },
  cookies: { keys: ['labellens-test-oidc-cookie-key'] },
});
provider.proxy = false;
provider.listen(Number(port), '127.0.0.1', () => process.stdout.write(`listening ${issuer}\n`));
