import { runService } from '@shopforge/service-kit/run';
import { createThemesService } from './service';

await runService('themes', createThemesService);
