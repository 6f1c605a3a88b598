// `node --import @shopforge/telemetry/register`: the preload every start command names. It
// installed the import-in-the-middle hook that the stock http/express instrumentations needed;
// the platform now makes its HTTP spans by hand and Prisma's tracing needs no patching, so there
// is nothing left to install before the application loads. Kept so those commands keep working.
