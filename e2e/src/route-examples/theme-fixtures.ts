import { api, unique } from './api';
import { shared } from './shared';
import type { ExampleContext } from './types';

interface Draft {
  revision: number;
  document: unknown;
}

const newTheme = (ctx: ExampleContext) =>
  api<{ id: string }>(ctx, 'POST', '/dev/v1/themes/control/create', {
    name: unique('Theme '),
    base: 'default',
  });

/** The shop's first theme, hence its live one. */
export const sharedTheme = (ctx: ExampleContext) => shared(ctx, 'theme', () => newTheme(ctx));

export const controlPath = async (ctx: ExampleContext) =>
  `/dev/v1/themes/${(await sharedTheme(ctx)).id}/control`;

/** The theme's draft as it is now: a save or publish must name its current revision. */
export const draftOf = async (ctx: ExampleContext) =>
  api<Draft>(ctx, 'GET', `${await controlPath(ctx)}/document/draft`);
