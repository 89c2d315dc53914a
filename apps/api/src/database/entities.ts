import { MenuAccess } from '../modules/menus/entities/menu-access.entity';
import { Menu } from '../modules/menus/entities/menu.entity';
import { CryptoKey } from '../modules/auth/entities/crypto-key.entity';
import { RefreshToken } from '../modules/auth/entities/refresh-token.entity';
import { OutboxMessage } from '../modules/notifications/entities/outbox.entity';
import { Institution } from '../modules/institutions/entities/institution.entity';
import { User } from '../modules/users/entities/user.entity';

/** Every TypeORM entity; each feature adds its own here. */
export const ENTITIES = [Institution, User, Menu, MenuAccess, CryptoKey, RefreshToken, OutboxMessage];
