import { createBillingService } from '@shopforge/service-billing';
import { createCatalogService } from '@shopforge/service-catalog';
import type { ServiceName } from '@shopforge/service-kit';
import type { ServiceFactory } from '@shopforge/service-kit/define';
import { createOauthService } from '@shopforge/service-oauth';
import { createResellerService } from '@shopforge/service-reseller';
import { createThemesService } from '@shopforge/service-themes';
import { createWebhookService } from '@shopforge/service-webhook';

export const SERVICE_FACTORIES: Record<ServiceName, ServiceFactory> = {
  oauth: createOauthService,
  catalog: createCatalogService,
  billing: createBillingService,
  reseller: createResellerService,
  themes: createThemesService,
  webhook: createWebhookService,
};
