import type { ResellerPrincipal } from '@shopforge/contracts';
import type { Response } from 'express';

/** Typed access to the reseller the key authentication stores on `res.locals`. */
export function resellerOf(res: Response): ResellerPrincipal {
  const reseller = res.locals.reseller as ResellerPrincipal | undefined;
  if (!reseller) throw new Error('reseller read before authentication');
  return reseller;
}

export function setReseller(res: Response, reseller: ResellerPrincipal): void {
  res.locals.reseller = reseller;
}
