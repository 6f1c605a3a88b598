import { runService } from '@shopforge/service-kit/run';
import { createOauthService } from './service';

await runService('oauth', createOauthService);
