import type { ServiceDeps } from '@shopforge/service-kit';
import type { ThemesPrisma } from './db/client';

export type ThemesDeps = ServiceDeps<ThemesPrisma>;
