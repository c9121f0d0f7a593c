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
