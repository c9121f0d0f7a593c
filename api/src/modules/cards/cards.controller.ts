import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  Post,
  Put,
  Query,
  UploadedFiles,
} from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, P } from '@clube/shared';
import type { Principal } from '../../platform/auth/auth.guard.js';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator.js';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import { IntIdParam, IntIdsDto } from '../../platform/http/int-id.pipe.js';
import type { FileField, UploadedForm } from '../../platform/http/multipart.js';
import { CardsService } from './cards.service.js';
import {
  CardDto,
  CardListQueryDto,
  CardPageDto,
  CardSavedDto,
  CreateCardDto,
  CreateCardFormDto,
  UpdateCardDto,
  UpdateCardFormDto,
} from './dto/card.dto.js';

const CARD_FILES: FileField[] = [{ name: 'picture', maxCount: 1, kind: 'image' }];
const WRITE_ERRORS = [
  400,
  [409, `${API_MSG.cardCodeInUse} / ${API_MSG.cardOwnerHasActiveCard}`],
  [415, 'A foto não é uma imagem.'],
] as const;

/**
 * The staff register of membership cards. The gate's check of a card's QR code
 * (`POST card/verify`) is access-validation's (`CardGateController`): the gate records it.
 */
@ApiTags('Carteirinha')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class CardsController {
  constructor(private readonly cards: CardsService) {}

  @Get('card')
  @Endpoint({
    permission: P.listCard,
    operationId: 'listCards',
    summary:
      'Lista as carteirinhas (busca no nome, CPF ou matrícula do titular; filtros status e ownerType).',
    ok: CardPageDto,
  })
  listCards(@Query() query: CardListQueryDto): Promise<CardPageDto> {
    return this.cards.list(query);
  }

  @Post('card/multiple')
  @Endpoint({
    permission: P.deleteCard,
    operationId: 'deleteCards',
    summary: 'Exclui várias carteirinhas de uma vez (todas ou nenhuma).',
    noContent: 'Excluídas.',
  })
  async deleteCards(@Body() body: IntIdsDto, @CurrentPrincipal() me: Principal): Promise<void> {
    await this.cards.remove(body.ids, me);
  }

  @Get('card/:id')
  @Endpoint({
    permission: P.listCard,
    operationId: 'getCard',
    summary: 'Uma carteirinha.',
    ok: CardDto,
  })
  getCard(@Param('id', IntIdParam) id: number): Promise<CardDto> {
    return this.cards.get(id);
  }

  @Post('card')
  @Endpoint({
    permission: P.insertCard,
    operationId: 'createCard',
    summary:
      "Emite uma carteirinha (multipart: picture obrigatória, ownerType, ownerId, expiresAt padrão hoje + 3 anos, validationCode padrão sorteado). Resposta com a mensagem 'Carteirinha cadastrada'.",
    form: { files: CARD_FILES, schema: CreateCardFormDto },
    created: CardSavedDto,
    errors: WRITE_ERRORS,
  })
  createCard(
    @Body() body: CreateCardDto,
    @UploadedFiles() form: UploadedForm,
    @CurrentPrincipal() me: Principal,
  ): Promise<CardSavedDto> {
    return this.cards.create(body, form, me);
  }

  @Put('card/:id')
  @Endpoint({
    permission: P.updateCard,
    operationId: 'updateCard',
    summary:
      "Edita uma carteirinha (multipart; uma foto enviada substitui a anterior). Mudar o código invalida os QR codes já impressos. Resposta com 'O registro foi alterado!'.",
    form: { files: CARD_FILES, schema: UpdateCardFormDto },
    ok: CardSavedDto,
    errors: WRITE_ERRORS,
  })
  updateCard(
    @Param('id', IntIdParam) id: number,
    @Body() body: UpdateCardDto,
    @UploadedFiles() form: UploadedForm,
    @CurrentPrincipal() me: Principal,
  ): Promise<CardSavedDto> {
    return this.cards.update(id, body, form, me);
  }

  @Delete('card/:id')
  @Endpoint({
    permission: P.deleteCard,
    operationId: 'deleteCard',
    summary: 'Exclui uma carteirinha e sua foto.',
    noContent: 'Excluída.',
  })
  async deleteCard(
    @Param('id', IntIdParam) id: number,
    @CurrentPrincipal() me: Principal,
  ): Promise<void> {
    await this.cards.remove([id], me);
  }
}
