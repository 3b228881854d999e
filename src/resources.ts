import accounts from '../resources/accounts';
import affiliates from '../resources/affiliates';
import contracts from '../resources/contracts';
import history from '../resources/history';
import matrixSubmissions from '../resources/matrix-submissions';
import news from '../resources/news';
import organizations from '../resources/organizations';
import pricingRequests from '../resources/pricing-requests';
import salesPartners from '../resources/sales-partners';
import users from '../resources/users';
import type { ResourceModule } from './components/resource-module';

/** Every resource module, in menu order. */
export const RESOURCE_MODULES: ResourceModule[] = [
  accounts,
  pricingRequests,
  matrixSubmissions,
  contracts,
  salesPartners,
  affiliates,
  organizations,
  news,
  users,
  history,
];
