import type { ModuleRoutes } from '../../lib/deps.ts';
import type { Metrics } from './metrics.ts';
import { publicRoutes } from './metrics.routes.ts';

export { createMetrics, type Metrics } from './metrics.ts';

/** The operator's metrics (docs/operations.md#metrics): GET /metrics behind METRICS_TOKEN. */
export const metricsModule = (metrics: Metrics): ModuleRoutes => ({ publicRoutes: publicRoutes(metrics) });
