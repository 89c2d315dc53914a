// The institutions table's entity (instt), on its own so the modules below institutions (auth,
// users, constituents, menus, ip-access) can read institutions without importing the
// institutions module, which imports them. The institutions module writes the table.
export { Institution } from './institution.entity';
