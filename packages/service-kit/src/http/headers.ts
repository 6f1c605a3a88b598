/** Header names of the internal hop, in one place so client and server agree. */
export const INTERNAL_SECRET_HEADER = 'x-shopforge-internal';
export const OPERATOR_TOKEN_HEADER = 'x-shopforge-operator';
export const PRINCIPAL_HEADER = 'x-shopforge-principal';
export const RESELLER_HEADER = 'x-shopforge-reseller';
export const REQUEST_ID_HEADER = 'x-request-id';
/**
 * The caller's Idempotency-Key on a state-changing call, as the gateway scopes it
 * (`<scoped key sha256>.<body sha256>`): the service that writes stores it with what it wrote,
 * so a retry after a lost answer finds the first write instead of making a second.
 */
export const IDEMPOTENCY_HEADER = 'x-shopforge-idempotency';
