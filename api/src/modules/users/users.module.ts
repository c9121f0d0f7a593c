import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Permission } from './entities/permission.entity.js';
import { User } from './entities/user.entity.js';
import { PermissionsController } from './permissions.controller.js';
import { PermissionsService } from './permissions.service.js';
import { SignupController, UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

/**
 * Internal (staff) users: sign-up, profiles, the users list, the permission catalogue and
 * toggles. A password change ends the account's sessions through ACCOUNT_SESSIONS (provided by
 * the global auth module, which sits above this one).
 */
@Module({
  imports: [TypeOrmModule.forFeature([User, Permission])],
  controllers: [SignupController, UsersController, PermissionsController],
  providers: [UsersService, PermissionsService],
})
export class UsersModule {}
