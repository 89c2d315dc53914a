// The public face of the users module: other modules import only from here (scripts/check-module-borders.mjs).
// Leaf files (entities, DTOs, types) come before the Nest module so import cycles see them defined.
export { User } from './entities/user.entity';
export { FindIdQueryDto, FindPasswordDto, InsttSignUpDto, SignUpDto, SignedUpDto } from './dto/signup.dto';
export { EmailExistsQueryDto, ExistsDto, MyInfoDto, PasswordChangeDto, RevalidateDto, RevalidatedDto, SessionUserDto, UpdateMyInfoDto, UserIdExistsQueryDto, WithdrawDto } from './dto/users.dto';
export { assertNameAllowed } from './name-policy';
export { assertPasswordAllowed } from './password-policy';
export { UsersService } from './users.service';
export { UsersModule } from './users.module';
