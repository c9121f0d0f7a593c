import { ApiProperty } from '@nestjs/swagger';

export class HealthDto {
  @ApiProperty({ example: 'ok' })
  status: 'ok';

  @ApiProperty({ example: 'up' })
  database: 'up';

  @ApiProperty({ example: 'embedded', enum: ['embedded', 'postgresql'] })
  databaseKind: 'embedded' | 'postgresql';

  @ApiProperty({ example: 12.5 })
  uptimeSeconds: number;
}

/** Liveness: the process answers; the database is not asked. */
export class LivenessDto {
  @ApiProperty({ example: 'ok' })
  status: 'ok';

  @ApiProperty({ example: 12.5 })
  uptimeSeconds: number;
}

/** Readiness: the database answers, every migration is applied, the process is not draining. */
export class ReadinessDto extends HealthDto {
  @ApiProperty({ example: 'applied' })
  migrations: 'applied';
}
