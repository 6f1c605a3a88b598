import { ROUTE_TABLE } from '../routes/table';
import { buildDeveloperApiDocument, buildResellerApiDocument } from './document';

/** Both documents exactly as the gateway serves them: for the linter and the SDK's generator. */
export const developerApiDocument = () => buildDeveloperApiDocument(ROUTE_TABLE);
export const resellerApiDocument = () => buildResellerApiDocument(ROUTE_TABLE);
