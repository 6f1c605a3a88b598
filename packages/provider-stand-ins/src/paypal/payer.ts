/** The sandbox buyer who approved an order or a subscription. */
export interface PayerState {
  readonly payerId: string;
  readonly email: string;
  readonly givenName: string;
  readonly surname: string;
  readonly countryCode: string;
}
