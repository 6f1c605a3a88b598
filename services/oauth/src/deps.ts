import type { ServiceDeps } from '@shopforge/service-kit';
import type { OauthPrisma } from './db/client';
import type { OauthSettings } from './env';

export type OauthDeps = ServiceDeps<OauthPrisma> & { settings: OauthSettings };
