import { Body, Controller, Get, Param, Put, Res, UploadedFiles } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { API_MSG, MSG } from '@clube/shared';
import type { Principal } from '../../platform/auth/auth.guard.js';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator.js';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import type { UploadedForm } from '../../platform/http/multipart.js';
import { UuidParam } from '../../platform/http/parse-uuid.pipe.js';
import { MemberCardsService } from '../cards/member-cards.service.js';
import { MemberCardDto } from '../cards/dto/member-card.dto.js';
import {
  DependentProfileSavedDto,
  MemberProfileDto,
  MemberProfileSavedDto,
  UpdateDependentProfileDto,
  UpdateDependentProfileFormDto,
  UpdateMemberProfileDto,
  UpdateMemberProfileFormDto,
} from './dto/member-profile.dto.js';
import { MemberDataExportService } from './member-data-export.service.js';
import { MemberProfileService } from './member-profile.service.js';

const PHOTO = [{ name: 'image', maxCount: 1, kind: 'image' as const }];

@ApiTags('Perfil do associado')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class MemberProfileController {
  constructor(
    private readonly profiles: MemberProfileService,
    private readonly cards: MemberCardsService,
    private readonly dataExport: MemberDataExportService,
  ) {}

  @Get('associate-profile')
  @Endpoint({
    member: true,
    operationId: 'getAssociateProfile',
    summary:
      'O perfil do associado conectado, com dependentes e a lista dos campos que ele mesmo pode alterar.',
    ok: MemberProfileDto,
  })
  getAssociateProfile(@CurrentPrincipal() me: Principal): Promise<MemberProfileDto> {
    return this.profiles.profile(me);
  }

  @Get('associate-profile/cards')
  @Endpoint({
    member: true,
    operationId: 'listAssociateCards',
    summary:
      "As carteirinhas do diálogo 'Baixar carteirinha(s)': o titular e cada dependente ativo, com identificador, validade de 30 dias e QR code assinado.",
    ok: [MemberCardDto],
  })
  listAssociateCards(@CurrentPrincipal() me: Principal): Promise<MemberCardDto[]> {
    return this.cards.memberCards(me.id);
  }

  @Get('associate-profile/export')
  @Endpoint({
    member: true,
    operationId: 'exportAssociateData',
    summary:
      'LGPD: baixa, num arquivo JSON, tudo o que o clube guarda sobre o associado e seus dependentes (sem senhas, códigos ou tokens).',
    produces: 'application/json',
    okDescription: 'Arquivo JSON (Content-Disposition: attachment; meus-dados-aaaa-mm-dd.json).',
  })
  async exportAssociateData(
    @CurrentPrincipal() me: Principal,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Record<string, unknown>> {
    const data = await this.dataExport.export(me);
    res.setHeader('Content-Disposition', `attachment; filename="${this.dataExport.fileName()}"`);
    res.setHeader('Cache-Control', 'no-store');
    return data;
  }

  @Put('associate-profile/:id')
  @Endpoint({
    member: true,
    operationId: 'updateAssociateProfile',
    summary: `Altera o próprio perfil (multipart: image e os campos permitidos). 403 para outro associado. Resposta com '${MSG.recordUpdated}'.`,
    form: { files: PHOTO, schema: UpdateMemberProfileFormDto },
    ok: MemberProfileSavedDto,
    errors: [400, [403, API_MSG.profileNotOwn], [415, 'A foto não é uma imagem.']],
  })
  updateAssociateProfile(
    @CurrentPrincipal() me: Principal,
    @Param('id', UuidParam) id: string,
    @Body() body: UpdateMemberProfileDto,
    @UploadedFiles() form: UploadedForm,
  ): Promise<MemberProfileSavedDto> {
    return this.profiles.update(me, id, body, form);
  }

  @Put('dependent-profile/:id')
  @Endpoint({
    member: true,
    operationId: 'updateDependentProfile',
    summary: `Altera um dependente do próprio associado (multipart: image, name, birthDate, gender); 404 para dependente de outro. Resposta com '${MSG.recordUpdated}'.`,
    form: { files: PHOTO, schema: UpdateDependentProfileFormDto },
    ok: DependentProfileSavedDto,
    errors: [400, [415, 'A foto não é uma imagem.']],
  })
  updateDependentProfile(
    @CurrentPrincipal() me: Principal,
    @Param('id', UuidParam) id: string,
    @Body() body: UpdateDependentProfileDto,
    @UploadedFiles() form: UploadedForm,
  ): Promise<DependentProfileSavedDto> {
    return this.profiles.updateDependent(me, id, body, form);
  }
}
