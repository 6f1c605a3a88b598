import { runService } from '@shopforge/service-kit/run';
import { createResellerService } from './service';

await runService('reseller', createResellerService);
