import { TEST_PAYMENT_METHOD } from '@shopforge/contracts';

/** What a new shop can pay with: the test provider only where the platform allows it (TEST_PAYMENTS). */
export function newShopPaymentMethods(testPayments: boolean): string[] {
  return testPayments ? [TEST_PAYMENT_METHOD] : [];
}

/** A shop's payment methods with `method` turned on or off: order kept, never listed twice. */
export function withPaymentMethod(methods: readonly string[], method: string, enabled: boolean): string[] {
  if (!enabled) return methods.filter((existing) => existing !== method);
  return methods.includes(method) ? [...methods] : [...methods, method];
}
