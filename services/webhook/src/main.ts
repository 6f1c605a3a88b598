import { runService } from '@shopforge/service-kit/run';
import { createWebhookService } from './service';

await runService('webhook', createWebhookService);
