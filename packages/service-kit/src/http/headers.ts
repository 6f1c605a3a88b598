/** Header names of the internal hop, in one place so client and server agree. */
export const INTERNAL_SECRET_HEADER = 'x-shopforge-internal';
export const OPERATOR_TOKEN_HEADER = 'x-shopforge-operator';
export const PRINCIPAL_HEADER = 'x-shopforge-principal';
export const RESELLER_HEADER = 'x-shopforge-reseller';
export const REQUEST_ID_HEADER = 'x-request-id';
