export { launchPlatform, type LaunchOptions, type RunningPlatform } from './launch';
export { ensureDemoShop, type DemoCredentials } from './seed';
export { SERVICE_FACTORIES } from './service-factories';
export { bundleDeployables, REPOSITORY_ROOT, START_PROD_MAIN } from './production/bundles';
