import { z } from 'zod';

/**
 * Where a page ended: the keyset of its last row. `id` alone for lists in id order; for sorted
 * lists also the row's values of the sort columns, most significant first (`keyset.ts`).
 * Dates keep their milliseconds, because the columns do and keyset comparisons must be exact.
 */
export type KeysetValue = string | number | boolean | Date;

export interface CursorPosition {
  id: string;
  sortValues?: KeysetValue[];
}

/** JSON has no dates, so a Date travels as `{"d": epoch ms}`. */
const wireValue = z.union([
  z.string().max(1024),
  z.number(),
  z.boolean(),
  z.strictObject({ d: z.number().int() }),
]);

export const wirePositionSchema = z.strictObject({
  id: z.string().min(1).max(128),
  s: z.array(wireValue).max(8).optional(),
});
export type WirePosition = z.infer<typeof wirePositionSchema>;

export function toWirePosition(position: CursorPosition): WirePosition {
  const wire: WirePosition = { id: position.id };
  if (position.sortValues) {
    wire.s = position.sortValues.map((value) => (value instanceof Date ? { d: value.getTime() } : value));
  }
  return wire;
}

export function fromWirePosition(wire: WirePosition): CursorPosition {
  const position: CursorPosition = { id: wire.id };
  if (wire.s) {
    position.sortValues = wire.s.map((value) => (typeof value === 'object' ? new Date(value.d) : value));
  }
  return position;
}
