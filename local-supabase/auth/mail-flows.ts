import type { RouteTable } from './index.ts';

export const mailRoutes: RouteTable = {};
