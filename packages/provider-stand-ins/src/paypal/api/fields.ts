import { invalidRequest, unprocessable } from '../api-error';
import { type Money, isSupportedCurrency, parseValue } from '../money';
import type { JsonObject, JsonValue } from '../types';

/** Reads a request body's fields, refusing as PayPal does with the field's JSON pointer. */
export class FieldReader {
  /** `api` is the reference error links point into: orders/v2 or payments/v2. */
  constructor(readonly api: string) {}

  missing(field: string) {
    return invalidRequest(
      { field, issue: 'MISSING_REQUIRED_PARAMETER', description: 'A required field / parameter is missing.' },
      this.api,
    );
  }

  syntax(field: string, value: unknown) {
    return invalidRequest(
      {
        field,
        value: typeof value === 'string' ? value : JSON.stringify(value),
        issue: 'INVALID_PARAMETER_SYNTAX',
        description: 'The value of a field does not conform to the expected format.',
      },
      this.api,
    );
  }

  invalidValue(field: string, value: string, description = 'A parameter value is not valid.') {
    return invalidRequest({ field, value, issue: 'INVALID_PARAMETER_VALUE', description }, this.api);
  }

  /** The body itself: absent is `{}` (a capture or refund may have none), anything but an object is refused. */
  body(value: JsonValue | Record<string, string> | null): JsonObject {
    if (value === null) return {};
    if (typeof value !== 'object' || Array.isArray(value)) throw this.syntax('/', value);
    return value as JsonObject;
  }

  object(value: JsonValue | undefined, field: string): JsonObject | undefined {
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'object' || Array.isArray(value)) throw this.syntax(field, value);
    return value;
  }

  string(value: JsonValue | undefined, field: string, maxLength = 127): string | null {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') throw this.syntax(field, value);
    if (value.length > maxLength)
      throw invalidRequest(
        {
          field,
          value,
          issue: 'INVALID_STRING_LENGTH',
          description: 'The value of a field is either too short or too long.',
        },
        this.api,
      );
    return value;
  }

  /** An absolute http(s) URL, as PayPal requires of return_url and cancel_url. */
  url(value: JsonValue | undefined, field: string): string | null {
    const url = this.string(value, field, 4000);
    if (url !== null && (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)))
      throw this.invalidValue(field, url, 'The value of a field is invalid.');
    return url;
  }

  /** A positive `money` object; `currency`, when given, is the one the amount must be in. */
  money(value: JsonValue | undefined, field: string): Money {
    const amount = this.object(value, field);
    if (!amount) throw this.missing(field);
    const currency = amount.currency_code;
    if (currency === undefined) throw this.missing(`${field}/currency_code`);
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))
      throw this.syntax(`${field}/currency_code`, currency);
    if (!isSupportedCurrency(currency))
      throw unprocessable(
        {
          field: `${field}/currency_code`,
          value: currency,
          location: 'body',
          issue: 'CURRENCY_NOT_SUPPORTED',
          description:
            'Currency code is not currently supported. Please refer https://developer.paypal.com/api/rest/reference/currency-codes/ for list of supported currency codes.',
        },
        this.api,
      );
    const raw = amount.value;
    if (raw === undefined) throw this.missing(`${field}/value`);
    if (typeof raw !== 'string') throw this.syntax(`${field}/value`, raw);
    const parsed = parseValue(raw, currency);
    if (!parsed.ok && parsed.issue === 'INVALID_PARAMETER_SYNTAX') throw this.syntax(`${field}/value`, raw);
    if (!parsed.ok)
      throw unprocessable(
        {
          field: `${field}/value`,
          value: raw,
          location: 'body',
          issue: 'DECIMAL_PRECISION',
          description: 'If the currency supports decimals, only two decimal place precision is supported.',
        },
        this.api,
      );
    if (parsed.minor <= 0)
      throw unprocessable(
        {
          field: `${field}/value`,
          value: raw,
          location: 'body',
          issue: 'CANNOT_BE_ZERO_OR_NEGATIVE',
          description:
            'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.',
        },
        this.api,
      );
    return { currency, minor: parsed.minor };
  }
}
