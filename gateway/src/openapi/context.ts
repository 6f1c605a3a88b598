import type { ComponentSet } from './components';
import type { ApiProfile } from './profiles';
import type { SchemaRegistry } from './schemas';
import type { ResponseObject } from './types';

/** What building the operations of one document shares: its API and its component maps. */
export interface BuildContext {
  profile: ApiProfile;
  schemas: SchemaRegistry;
  responses: ComponentSet<ResponseObject>;
}
