/**
 * The subset of OpenAPI 3.1 this generator writes. Typed by hand (no OpenAPI types package is
 * installed) so that a misspelt member is a compile error instead of a silently ignored key.
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

/** A JSON Schema 2020-12 document or `{ $ref }` (OpenAPI 3.1 Schema Objects are exactly that). */
export type SchemaObject = JsonObject;

/** A type alias (not an interface) so that a reference is also a valid JSON object / schema. */
export type Reference = { $ref: string };

export interface ExampleObject {
  summary?: string;
  value: unknown;
}

export interface MediaTypeObject {
  schema: SchemaObject;
  examples?: Record<string, ExampleObject>;
}

export interface HeaderObject {
  description?: string;
  required?: boolean;
  schema: SchemaObject;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header';
  description?: string;
  required?: boolean;
  schema: SchemaObject;
}

export interface RequestBodyObject {
  description?: string;
  required: boolean;
  content: Record<string, MediaTypeObject>;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, HeaderObject | Reference>;
  content?: Record<string, MediaTypeObject>;
}

export type SecurityRequirement = Record<string, string[]>;

export interface OperationObject {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: Array<ParameterObject | Reference>;
  requestBody?: RequestBodyObject;
  responses: Record<string, ResponseObject | Reference>;
  security?: SecurityRequirement[];
  'x-required-scopes'?: string[];
  /** `oauth2`: its errors are RFC 6749's `{error, error_description}`, not the API's envelope. */
  'x-error-format'?: 'oauth2';
}

export type OperationMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type PathItemObject = Partial<Record<OperationMethod, OperationObject>>;

export type SecuritySchemeObject =
  | { type: 'http'; scheme: 'bearer'; bearerFormat?: string; description: string }
  | { type: 'http'; scheme: 'basic'; description: string }
  | {
      type: 'oauth2';
      description: string;
      flows: {
        authorizationCode: {
          authorizationUrl: string;
          tokenUrl: string;
          refreshUrl: string;
          scopes: Record<string, string>;
        };
      };
    };

export interface TagObject {
  name: string;
  description?: string;
}

export interface ComponentsObject {
  schemas: Record<string, SchemaObject>;
  responses: Record<string, ResponseObject>;
  headers: Record<string, HeaderObject>;
  parameters: Record<string, ParameterObject>;
  securitySchemes: Record<string, SecuritySchemeObject>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: {
    title: string;
    version: string;
    description: string;
    license?: { name: string; identifier?: string };
  };
  servers: Array<{ url: string; description?: string }>;
  tags: TagObject[];
  paths: Record<string, PathItemObject>;
  webhooks?: Record<string, PathItemObject>;
  components: ComponentsObject;
}
