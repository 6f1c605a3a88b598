import type { FlagSpec } from '../command-tree';

export const RELATIONSHIP_FLAG: FlagSpec = {
  name: 'relationship',
  value: 'id',
  description: 'the reseller relationship id',
  required: true,
};
