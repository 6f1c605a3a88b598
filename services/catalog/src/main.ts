import { runService } from '@shopforge/service-kit/run';
import { createCatalogService } from './service';

await runService('catalog', createCatalogService);
