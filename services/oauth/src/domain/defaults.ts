export const DEFAULT_NATIVE_CRYPTO_GATEWAYS: string[] = [];
