import { ApiProperty, OmitType, PartialType } from '@nestjs/swagger';
import { RequiredText, StatusField } from '../../../platform/http/fields.js';
import { PageOf } from '../../../platform/http/pagination.js';
import { ContentStatusDto } from '../../content/content.js';

/** The company form (admin spec: description required; status, new records Ativo). */
export class CreateCompanyDto {
  @RequiredText(150, { example: 'Colibri Serviços Ltda.' })
  description: string;

  @StatusField({ isDefault: true, form: false })
  status?: number;
}

/** An edit: every field optional. */
export class UpdateCompanyDto extends PartialType(OmitType(CreateCompanyDto, ['status'] as const)) {
  @StatusField({ form: false })
  status?: number;
}

/** A company as the back office sees it. */
export class CompanyDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'Colibri Serviços Ltda.' })
  description: string;

  @ApiProperty({ type: ContentStatusDto })
  status: ContentStatusDto;
}

export class CompanyPageDto extends PageOf(CompanyDto) {}
