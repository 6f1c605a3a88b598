export {
  type ListItem,
  type ListPath,
  type ResponseData,
  Shopforge,
  type ShopforgeOptions,
} from './client.js';
export {
  AuthenticationError,
  ConflictError,
  type ErrorDetail,
  NotFoundError,
  PermissionError,
  RateLimitError,
  ServerError,
  ShopforgeError,
  ValidationError,
} from './errors.js';
export type { components, operations, paths } from './generated/api.js';
