import { unitAndIntegration } from '../../vitest.shared';

export default unitAndIntegration();
