import { Init1732150000000 } from './1732150000000-init';

/** Every migration, in order. Listed explicitly so sources (tests) and builds load the same set. */
export const MIGRATIONS = [Init1732150000000];
