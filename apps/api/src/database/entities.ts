import { Institution } from '../modules/institutions/entities/institution.entity';
import { User } from '../modules/users/entities/user.entity';

/** Every TypeORM entity; each feature adds its own here. */
export const ENTITIES = [Institution, User];
