import { Body, Controller, Get, Post, UploadedFiles } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { P } from '@clube/shared';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import type { UploadedForm } from '../../platform/http/multipart.js';
import { CardLayoutService } from './card-layout.service.js';
import { CardLayoutDto, SaveCardLayoutDto, SaveCardLayoutFormDto } from './dto/card-layout.dto.js';

@ApiTags('Carteirinha')
@Controller()
export class CardLayoutController {
  constructor(private readonly layout: CardLayoutService) {}

  @Get('card-layout')
  @Endpoint({
    staff: true,
    operationId: 'getCardLayout',
    summary: 'O layout da carteirinha (imagem de fundo, cor do texto): qualquer usuário da equipe.',
    ok: CardLayoutDto,
  })
  getCardLayout(): Promise<CardLayoutDto> {
    return this.layout.get();
  }

  @Get('card-layout/associate')
  @Endpoint({
    member: true,
    operationId: 'getAssociateCardLayout',
    summary:
      'O layout da carteirinha para o diálogo do associado (imagem de fundo ou null, cor do texto; padrão #FFFFFF sem layout salvo).',
    ok: CardLayoutDto,
  })
  getAssociateCardLayout(): Promise<CardLayoutDto> {
    return this.layout.get();
  }

  @Post('card-layout')
  @Endpoint({
    permission: P.updateCard,
    operationId: 'saveCardLayout',
    summary: 'Salva o layout da carteirinha (multipart: textColor e, opcional, a imagem de fundo).',
    form: {
      files: [{ name: 'image', maxCount: 1, kind: 'image' }],
      schema: SaveCardLayoutFormDto,
    },
    created: CardLayoutDto,
    errors: [400],
  })
  saveCardLayout(
    @Body() body: SaveCardLayoutDto,
    @UploadedFiles() form: UploadedForm,
  ): Promise<CardLayoutDto> {
    return this.layout.save(body, form);
  }
}
