export { createOauthService, MIGRATIONS_DIR } from './service';
export type { OauthRouter } from './router';
