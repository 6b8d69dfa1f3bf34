// The same first migration in every service (the outbox tables), so it is written once.
export { InitialSchema1763770000000 } from '@labellens/server-database';
