import type { Parcel } from './lab-api';

/** Total area (m², two decimals) of parcels. */
export function totalArea(parcels: readonly Pick<Parcel, 'lndpclAr'>[]): number {
  return Math.round(parcels.reduce((s, p) => s + p.lndpclAr, 0) * 100) / 100;
}

/** Adds a parcel once (at the end). */
export function addParcel(list: readonly Parcel[], parcel: Parcel): Parcel[] {
  return list.some((p) => p.pnu === parcel.pnu) ? [...list] : [...list, parcel];
}

export function removeParcel(list: readonly Parcel[], pnu: string): Parcel[] {
  return list.filter((p) => p.pnu !== pnu);
}

/** Area with thousands separators and up to two decimals. */
export function formatArea(m2: number): string {
  return m2.toLocaleString('ko-KR', { maximumFractionDigits: 2 });
}
