import { ApiProperty, OmitType, PartialType } from '@nestjs/swagger';
import { RequiredText, StatusField } from '../../../platform/http/fields.js';
import { PageOf } from '../../../platform/http/pagination.js';
import { ContentStatusDto } from '../../content/content.js';

/** The sport form (admin spec: description and status; new records Ativo). */
export class CreateSportDto {
  @RequiredText(150, { example: 'Natação' })
  description: string;

  @StatusField({ isDefault: true, form: false })
  status?: number;
}

/** An edit: every field optional. */
export class UpdateSportDto extends PartialType(OmitType(CreateSportDto, ['status'] as const)) {
  @StatusField({ form: false })
  status?: number;
}

/** A sport as the back office sees it. */
export class SportDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'Natação' })
  description: string;

  @ApiProperty({ type: ContentStatusDto })
  status: ContentStatusDto;
}

export class SportPageDto extends PageOf(SportDto) {}
