export { type AddressClass, classifyAddress, isAllowedAddress, type TargetPolicy } from './address-policy';
export { bareHost, checkTarget, type TargetCheck } from './check-target';
export { BlockedAddressError, guardedLookup } from './guarded-lookup';
export { type OutboundResult, type PostInput, postRaw } from './post';
export { type ResolvedAddress, type Resolver, systemResolver } from './resolve';
