import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsUUID, Min } from 'class-validator';
import { MSG } from '@clube/shared';
import { PermissionRefDto } from './user.dto.js';

export class PermissionItemDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'list-news' })
  description: string;

  @ApiProperty({ example: 'Listar notícias' })
  label: string;
}

export class PermissionGroupDto {
  @ApiProperty({ example: 'site' })
  key: string;

  @ApiProperty({ example: 'Site' })
  title: string;

  @ApiProperty({ type: [PermissionItemDto] })
  permissions: PermissionItemDto[];
}

export class UserPermissionsQueryDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'Identificador inválido.' })
  userId: string;
}

export class UserPermissionsDto {
  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiProperty({ type: [PermissionRefDto] })
  permissions: PermissionRefDto[];
}

export class TogglePermissionDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'Identificador inválido.' })
  userId: string;

  @ApiProperty()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  permissionId: number;
}

export class TogglePermissionResultDto {
  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiProperty()
  permissionId: number;

  @ApiProperty({ description: 'true quando a permissão passou a ser concedida.' })
  granted: boolean;

  @ApiProperty({ example: MSG.permissionChanged })
  message: string;
}
