// The plans and add-ons the billing migration seeds, as GET /api/subscribes/plans and
// /api/subscribes/additional answer them: shared by the apps' screen tests.

export const SEEDED_PLANS = [
  {
    planCode: '000001',
    planNm: '기본 요금제',
    planNmEn: 'Basic plan',
    baseFee: 100000,
    perUserFee: 10000,
    perGbFee: 10000,
    includedUsers: 5,
    includedGb: 5,
    dscntRate: 0,
    education: false,
  },
  {
    planCode: '000004',
    planNm: '교육용 요금제 A',
    planNmEn: 'Education plan A',
    baseFee: 100000,
    perUserFee: 10000,
    perGbFee: 10000,
    includedUsers: 5,
    includedGb: 5,
    dscntRate: 50,
    education: true,
  },
  {
    planCode: '000005',
    planNm: '교육용 요금제 B',
    planNmEn: 'Education plan B',
    baseFee: 100000,
    perUserFee: 10000,
    perGbFee: 10000,
    includedUsers: 30,
    includedGb: 30,
    dscntRate: 30,
    education: true,
  },
];

export const SEEDED_ADDONS = [
  { addonCode: 'LUCKY_MAP', addonNm: '행운지도', addonNmEn: 'Lucky map', monthlyFee: 30000 },
  { addonCode: 'LAND_BUNDLE', addonNm: '토지묶음', addonNmEn: 'Land bundle', monthlyFee: 50000 },
  { addonCode: 'ELECTION_MAP', addonNm: '선거지도', addonNmEn: 'Election map', monthlyFee: 50000 },
];
