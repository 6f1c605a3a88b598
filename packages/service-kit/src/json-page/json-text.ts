/**
 * A value whose JSON text is already known (a page the database serialised). The service's
 * tRPC handler writes `text` as the answer's `data` without serialising again, and the gateway
 * forwards it without parsing: a 50-product page is 60 KB that would otherwise be stringified
 * twice and parsed once. Anyone else sees an ordinary value: the top-level keys are getters
 * that parse the text once, and `toJSON` gives the parsed value, so `JSON.stringify` of it is
 * the same text.
 */
export class JsonText {
  private parsed: unknown;
  private isParsed = false;

  constructor(readonly text: string) {}

  value(): unknown {
    if (!this.isParsed) {
      this.parsed = JSON.parse(this.text);
      this.isParsed = true;
    }
    return this.parsed;
  }

  toJSON(): unknown {
    return this.value();
  }
}

/**
 * `text` as a `T` for in-process readers (tests, `createCaller`), and as text for the wire.
 * `keys` are T's top-level keys (the contract schema's shape), each readable as a property.
 */
export function jsonTextAs<T extends object>(text: string, keys: readonly (keyof T & string)[]): T {
  const json = new JsonText(text);
  for (const key of keys) {
    Object.defineProperty(json, key, {
      enumerable: true,
      get: () => (json.value() as Record<string, unknown>)[key],
    });
  }
  // The getters above make every key of T readable; the text is T's JSON by construction.
  return json as unknown as T;
}

export function isJsonText(value: unknown): value is JsonText {
  return value instanceof JsonText;
}

/** The JSON text of a value built by `jsonTextAs`, or null for any other value. */
export function jsonTextOf(value: unknown): string | null {
  return isJsonText(value) ? value.text : null;
}
