import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { Permission } from './entities/permission.entity.js';
import { User } from './entities/user.entity.js';
import { PermissionsController } from './permissions.controller.js';
import { PermissionsService } from './permissions.service.js';
import { SignupController, UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

/** Internal (staff) users: sign-up, profiles, the users list, the permission catalogue and toggles. */
@Module({
  imports: [TypeOrmModule.forFeature([User, Permission]), AuthModule],
  controllers: [SignupController, UsersController, PermissionsController],
  providers: [UsersService, PermissionsService],
})
export class UsersModule {}
