import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Institution } from '../directory';
import { User } from './entities/user.entity';
import { UsersService } from './users.service';

/** The users table and its service; the account routes live in the auth module. */
@Module({
  imports: [TypeOrmModule.forFeature([User, Institution])],
  providers: [UsersService],
  exports: [UsersService, TypeOrmModule],
})
export class UsersModule {}
