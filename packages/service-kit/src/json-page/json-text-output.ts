import { z } from 'zod';
import { isJsonText } from './json-text';

const contracts = new WeakMap<z.ZodType, z.ZodType>();

/**
 * The output check of a procedure that answers JSON the database serialised (a page or one
 * record): the value's type is the contract schema's, and the check only confirms it is such
 * text. Parsing 60 KB again with the schema would re-check what the statement guarantees by
 * construction: the keys and their order come from the same schema (`jsonObject`), each value
 * from a typed, constrained column; the tests compare the text with the schema-parsed mapping
 * of the same rows.
 */
export function jsonTextOutput<S extends z.ZodType>(contract: S, what: string) {
  const output = z.custom<z.output<S>>(
    (value) => isJsonText(value),
    `Expected ${what} serialised by the database.`,
  );
  contracts.set(output, contract);
  return output;
}

/**
 * The contract schema a procedure's output stands for: the schema behind a `jsonTextOutput`
 * check, else the output schema itself. The gateway's route table test compares it with each
 * route's declared output.
 */
export function contractSchemaOf(output: unknown): unknown {
  return (output instanceof z.ZodType && contracts.get(output)) || output;
}
