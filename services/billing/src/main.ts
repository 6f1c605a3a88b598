import { runService } from '@shopforge/service-kit/run';
import { createBillingService } from './service';

await runService('billing', createBillingService);
