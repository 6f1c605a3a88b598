import { api, unique } from './api';
import type { ExampleContext, RouteExamples } from './types';

const newMemberBody = () => ({
  email: `${unique('route-wide-member-')}@members.test`,
  password: 'member password 123',
  role: 'staff',
});

/** A fresh member of the shop, to change or remove. */
const newMember = (ctx: ExampleContext) =>
  api<{ id: string }>(ctx, 'POST', '/dev/v1/members', newMemberBody());

export const memberExamples: RouteExamples = {
  'GET /dev/v1/members': async (ctx) => {
    await newMember(ctx);
    return { path: '/dev/v1/members' };
  },
  'POST /dev/v1/members': async () => ({ path: '/dev/v1/members', body: newMemberBody() }),
  'PATCH /dev/v1/members/{id}': async (ctx) => ({
    path: `/dev/v1/members/${(await newMember(ctx)).id}`,
    body: { role: 'developer' },
  }),
  'DELETE /dev/v1/members/{id}': async (ctx) => ({ path: `/dev/v1/members/${(await newMember(ctx)).id}` }),
};
