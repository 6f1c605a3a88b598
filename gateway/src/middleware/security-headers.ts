import type { NextFunction, Request, Response } from 'express';

/**
 * Headers every answer carries, whatever route or error produced it. `nosniff` keeps a browser
 * from reading a JSON answer (or a merchant's text echoed in one) as HTML or script; pages add
 * their own framing and content policies (public/page-response.ts).
 */
export function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  next();
}
