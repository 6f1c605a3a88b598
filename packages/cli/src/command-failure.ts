/** The platform refused or could not do what was asked: printed as its message, exit code 1. */
export class CommandFailure extends Error {}
