export { HEADERS, USER_AGENT } from './headers.js';
export { generateWebhookSecret, isWebhookSecret, standardWebhooksKey } from './secret.js';
export {
  type DeliveryToSign,
  legacySignature,
  type RawBody,
  signatureV2,
  signDelivery,
  standardWebhooksSignature,
  unescapedLegacySignature,
} from './sign.js';
export {
  type HeaderBag,
  parseSignatureV2,
  type SignatureScheme,
  type SignatureV2Parts,
  type VerifyFailure,
  type VerifyInput,
  type VerifyResult,
  verifyWebhook,
} from './verify.js';
