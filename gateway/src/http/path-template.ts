// The spec writes path parameters as `{id}`, Express as `:id`; both directions live here.
const SPEC_PARAM = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const EXPRESS_PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** `/dev/v1/products/{id}` → `/dev/v1/products/:id`. */
export function toExpressPath(specPath: string): string {
  return specPath.replace(SPEC_PARAM, ':$1');
}

/** `/dev/v1/products/:id` → `/dev/v1/products/{id}`. */
export function toSpecPath(expressPath: string): string {
  return expressPath.replace(EXPRESS_PARAM, '{$1}');
}
