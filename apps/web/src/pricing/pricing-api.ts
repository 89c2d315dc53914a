import type { components } from '@nuri/api-client';
import type { AppApiClient } from '@nuri/shell';

/** A plan as GET /api/subscribes/plans gives it. */
export type Plan = components['schemas']['PlanDto'];

/** The price plans (public). */
export const fetchPlans = (api: AppApiClient) => api.unwrap(api.GET('/api/subscribes/plans'));
/** The monthly add-ons (public). */
export const fetchAddons = (api: AppApiClient) => api.unwrap(api.GET('/api/subscribes/additional'));

export const pricingKeys = {
  plans: ['pricing', 'plans'] as const,
  addons: ['pricing', 'addons'] as const,
};
