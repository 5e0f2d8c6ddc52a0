// The "unit" and "pglite" test projects run every suite on PGlite, even when TEST_DATABASE_URL is set for the
// "postgres" one.
delete process.env.TEST_DATABASE_URL;
