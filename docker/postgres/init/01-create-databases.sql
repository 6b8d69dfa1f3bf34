-- One database per service (no cross-service joins). Runs once, when the PostgreSQL volume is
-- first initialised; each service's migrations then create its tables.
CREATE DATABASE labellens_auth;
CREATE DATABASE labellens_scan;
CREATE DATABASE labellens_billing;
CREATE DATABASE labellens_admin;
