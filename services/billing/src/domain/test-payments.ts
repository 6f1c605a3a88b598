import { TEST_PAYMENT_METHOD } from '@shopforge/contracts';

/**
 * Why the test provider may not take a payment for a shop with these payment methods, or null
 * when it may. The test provider pays with simulated money, so a shop takes it only with TEST
 * on (new shops in embedded mode; in production, when the operator turns it on).
 */
export function testPaymentRefusal(paymentMethods: readonly string[]): string | null {
  return paymentMethods.includes(TEST_PAYMENT_METHOD)
    ? null
    : `This shop does not take test payments: its payment method ${TEST_PAYMENT_METHOD} is off.`;
}
