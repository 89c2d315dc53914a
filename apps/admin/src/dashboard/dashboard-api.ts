import { errorTitle, type components } from '@nuri/api-client';
import type { AppApiClient } from '@nuri/shell';

export type InsttDashboard = components['schemas']['InsttDashboardDto'];
export type MonthlyCreated = components['schemas']['MonthlyCreatedDto'];
export type DailyCreated = components['schemas']['DailyCreatedDto'];
export type ProviderDashboard = components['schemas']['ProviderDashboardDto'];

export function insttFigures(api: AppApiClient, insttCode: string): Promise<InsttDashboard> {
  return api.unwrap(
    api.GET('/api/dashboard/instt/{insttCode}', {
      params: { path: { insttCode } },
      ...errorTitle('dashboard.lookup'),
    }),
  );
}

export function monthlyCreated(
  api: AppApiClient,
  insttCode: string,
  searchYear: number,
): Promise<MonthlyCreated[]> {
  return api.unwrap(
    api.GET('/api/dashboard/instt/{insttCode}/monthly-created', {
      params: { path: { insttCode }, query: { searchYear } },
      ...errorTitle('dashboard.lookup'),
    }),
  );
}

export function providerFigures(api: AppApiClient): Promise<ProviderDashboard> {
  return api.unwrap(api.GET('/api/dashboard/provider', { ...errorTitle('dashboard.lookup') }));
}

export function dailyCreated(api: AppApiClient, insttCode: string): Promise<DailyCreated[]> {
  return api.unwrap(
    api.GET('/api/dashboard/instt/{insttCode}/daily-created', {
      params: { path: { insttCode } },
      ...errorTitle('dashboard.lookup'),
    }),
  );
}
