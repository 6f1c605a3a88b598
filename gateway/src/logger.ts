/** The slice of a pino logger the gateway uses, so tests can pass a silent one. */
export interface GatewayLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export const silentLogger: GatewayLogger = { info: () => {}, warn: () => {}, error: () => {} };
