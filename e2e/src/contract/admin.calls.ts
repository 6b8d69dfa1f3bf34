import { Browser } from '../support/api-user';
import { CONTRACT_ADMIN, type ContractRun } from '../support/contract';

/** The admin's log-in, the dashboard's reads with its bearer token, and the log-out that ends it. */
export async function callAdminOperations(run: ContractRun): Promise<void> {
  const admin = new Browser(run.stack.url, '127.0.0.3');
  const { token } = await run.call<{ token: string }>(admin, 'adminLogin', {
    body: CONTRACT_ADMIN,
  });
  await run.call(admin, 'getAdminAnalytics', { bearer: token });
  for (const id of ['getAdminUsers', 'getAdminScans', 'getAdminPayments'])
    await run.call(admin, id, { bearer: token, query: '?limit=20' });
  await run.call(admin, 'adminLogout', { bearer: token });
  await run.call(admin, 'getAdminAnalytics', { bearer: token, status: 401 });
}
