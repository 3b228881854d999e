import type { RouteTable } from './index.ts';

export const verifyRoutes: RouteTable = {};
