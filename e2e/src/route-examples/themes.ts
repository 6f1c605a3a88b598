import { api } from './api';
import { controlPath, draftOf, sharedTheme } from './theme-fixtures';
import type { RouteExamples } from './types';

export const themeExamples: RouteExamples = {
  'GET /dev/v1/themes': async (ctx) => {
    await sharedTheme(ctx);
    return { path: '/dev/v1/themes' };
  },
  'POST /dev/v1/themes/control/create': async () => ({
    path: '/dev/v1/themes/control/create',
    body: { name: 'Autumn', base: 'classic' },
  }),
  'POST /dev/v1/themes/control/import': async (ctx) => ({
    path: '/dev/v1/themes/control/import',
    body: { theme: await api(ctx, 'GET', `${await controlPath(ctx)}/export`), name: 'Imported' },
  }),
  'GET /dev/v1/themes/{id}/control/export': async (ctx) => ({ path: `${await controlPath(ctx)}/export` }),
  'GET /dev/v1/themes/{id}/control/settings': async (ctx) => ({ path: `${await controlPath(ctx)}/settings` }),
  'POST /dev/v1/themes/{id}/control/settings': async (ctx) => ({
    path: `${await controlPath(ctx)}/settings`,
    body: { logo_text: 'Route-wide Shop' },
  }),
  'GET /dev/v1/themes/{id}/control/document': async (ctx) => ({ path: `${await controlPath(ctx)}/document` }),
  'GET /dev/v1/themes/{id}/control/document/draft': async (ctx) => ({
    path: `${await controlPath(ctx)}/document/draft`,
  }),
  'PUT /dev/v1/themes/{id}/control/document': async (ctx) => {
    const draft = await draftOf(ctx);
    return {
      path: `${await controlPath(ctx)}/document`,
      body: { expected_revision: draft.revision, document: draft.document },
    };
  },
  'GET /dev/v1/themes/{id}/control/document/schema': async (ctx) => ({
    path: `${await controlPath(ctx)}/document/schema`,
  }),
  'POST /dev/v1/themes/{id}/control/publish': async (ctx) => ({
    path: `${await controlPath(ctx)}/publish`,
    body: { expected_revision: (await draftOf(ctx)).revision },
  }),
  'POST /dev/v1/themes/{id}/control/preview': async (ctx) => ({ path: `${await controlPath(ctx)}/preview` }),
  'DELETE /dev/v1/themes/{id}/control/preview/{sessionId}': async (ctx) => {
    const base = await controlPath(ctx);
    const session = await api<{ id: string }>(ctx, 'POST', `${base}/preview`);
    return { path: `${base}/preview/${session.id}` };
  },
};
