import { MenuAccess, Menu } from '../modules/menus';
import { CryptoKey, RefreshToken } from '../modules/auth';
import { OutboxMessage } from '../modules/notifications';
import { Institution } from '../modules/directory';
import { User } from '../modules/users';

/** Every TypeORM entity; each feature adds its own here. */
export const ENTITIES = [Institution, User, Menu, MenuAccess, CryptoKey, RefreshToken, OutboxMessage];
