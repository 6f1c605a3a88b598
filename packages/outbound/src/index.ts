export { assertCallableUrl } from './assert-callable';
export { type AddressClass, classifyAddress, isAllowedAddress, type TargetPolicy } from './address-policy';
export { BlockedAddressError, guardedLookup } from './guarded-lookup';
export type { LookupFn } from './lookup';
export { failureKind, type OutboundFailure } from './describe-failure';
export { type OutboundResult, type PostInput, postRaw } from './post';
export { checkTarget, type TargetCheck } from './resolve-target';
