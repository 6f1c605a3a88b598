import type { ServiceDeps } from '@shopforge/service-kit';
import type { OauthPrisma } from './db/client';

export type OauthDeps = ServiceDeps<OauthPrisma>;
