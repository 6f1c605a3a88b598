import type { Principal } from '@shopforge/contracts';
import type { CatalogRouter } from '@shopforge/service-catalog/router';
import type { PeerClients } from '@shopforge/service-kit';
import { peerCall } from '@shopforge/service-kit/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

type In = inferRouterInputs<CatalogRouter>;
type Out = inferRouterOutputs<CatalogRouter>;

/**
 * What billing asks the catalog (docs/architecture.md#service-to-service-calls-and-sagas: a service
 * asks over tRPC when it needs an answer now). Reads run as the caller, so another shop's product
 * is simply not found; the saga steps (claim, redeem) and their compensations are keyed by a stable
 * reference.
 */
export interface CatalogPort {
  product(principal: Principal, ref: string): Promise<Out['products']['get']>;
  variants(principal: Principal, productId: string): Promise<Out['variants']['list']>;
  claimSerials(input: In['stock']['claim']): Promise<Out['stock']['claim']>;
  releaseSerials(input: In['stock']['release']): Promise<Out['stock']['release']>;
  takeStock(input: In['stock']['take']): Promise<Out['stock']['take']>;
  redeemCoupon(input: In['coupons']['redeem']): Promise<Out['coupons']['redeem']>;
  releaseCoupon(input: In['coupons']['release']): Promise<Out['coupons']['release']>;
  /** A FILE product's current file (NOT_FOUND when the merchant has uploaded none). */
  productFile(principal: Principal, productId: string): Promise<Out['productFiles']['get']>;
  productFileChunk(
    principal: Principal,
    input: In['productFiles']['chunk'],
  ): Promise<Out['productFiles']['chunk']>;
}

/** The catalog service over its tRPC client (production and embedded mode). */
export function catalogOverPeers(peers: PeerClients): CatalogPort {
  const catalog = () => peers.client<CatalogRouter>('catalog');
  return {
    product: (principal, ref) =>
      peerCall(catalog().products.get.query({ id: ref }, { context: { principal } })),
    variants: (principal, productId) =>
      peerCall(catalog().variants.list.query({ id: productId }, { context: { principal } })),
    claimSerials: (input) => peerCall(catalog().stock.claim.mutate(input)),
    releaseSerials: (input) => peerCall(catalog().stock.release.mutate(input)),
    takeStock: (input) => peerCall(catalog().stock.take.mutate(input)),
    redeemCoupon: (input) => peerCall(catalog().coupons.redeem.mutate(input)),
    releaseCoupon: (input) => peerCall(catalog().coupons.release.mutate(input)),
    productFile: (principal, productId) =>
      peerCall(catalog().productFiles.get.query({ id: productId }, { context: { principal } })),
    productFileChunk: (principal, input) =>
      peerCall(catalog().productFiles.chunk.query(input, { context: { principal } })),
  };
}
