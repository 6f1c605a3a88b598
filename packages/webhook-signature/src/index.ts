export { HEADERS, USER_AGENT } from './headers';
export { generateWebhookSecret, isWebhookSecret, standardWebhooksKey } from './secret';
export {
  type DeliveryToSign,
  legacySignature,
  type RawBody,
  signatureV2,
  signDelivery,
  standardWebhooksSignature,
  unescapedLegacySignature,
} from './sign';
export {
  type HeaderBag,
  parseSignatureV2,
  type SignatureV2Parts,
  type VerifyFailure,
  type VerifyInput,
  type VerifyResult,
  verifyWebhook,
} from './verify';
