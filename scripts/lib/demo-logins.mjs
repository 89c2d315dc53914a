// Demo accounts created by the seed (apps/api/src/database/seed.ts); shown by npm start and README.
export const DEMO_LOGINS = [{ role: 'provider admin (4)', userId: 'operator01', password: 'Nuri!2026demo' }];
