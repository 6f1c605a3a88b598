/** A new shop can take payments through the built-in test provider until it connects others. */
export const DEFAULT_PAYMENT_METHODS = ['TEST'];
export const DEFAULT_NATIVE_CRYPTO_GATEWAYS: string[] = [];
