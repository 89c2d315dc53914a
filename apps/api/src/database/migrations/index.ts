import { Init1732150000000 } from './1732150000000-init';
import { Menus1732150000001 } from './1732150000001-menus';

/** Every migration, in order. Listed explicitly so sources (tests) and builds load the same set. */
export const MIGRATIONS = [Init1732150000000, Menus1732150000001];
