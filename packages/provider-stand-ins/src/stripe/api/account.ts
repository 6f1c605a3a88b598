import { renderAccount } from '../objects/account';
import type { ApiHandler } from './request';

/** `GET /v1/account`: the account the API key belongs to, which a product reads to check its keys. */
export const retrieveAccount: ApiHandler = ({ state }, { apiKey }) => renderAccount(state.accountFor(apiKey));
