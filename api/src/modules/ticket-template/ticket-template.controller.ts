import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  UploadedFiles,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { P } from '@clube/shared';
import { RequirePermissions } from '../../platform/auth/auth.decorators.js';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { IntIdParam, IntIdsDto } from '../../platform/http/int-id.pipe.js';
import { MultipartForm, type UploadedForm } from '../../platform/http/multipart.js';
import { ListQueryDto } from '../../platform/http/pagination.js';
import {
  CreateTicketTemplateDto,
  CreateTicketTemplateFormDto,
  TicketTemplateDto,
  TicketTemplatePageDto,
  UpdateTicketTemplateDto,
  UpdateTicketTemplateFormDto,
} from './dto/ticket-template.dto.js';
import { TicketTemplateService } from './ticket-template.service.js';

const TEMPLATE_FILES = [{ name: 'image', maxCount: 1, kind: 'image' }] as const;

@ApiTags('Templates de convites')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class TicketTemplateController {
  constructor(private readonly templates: TicketTemplateService) {}

  @RequirePermissions(P.listTicketTemplate)
  @Get('ticket-template')
  @ApiOperation({
    operationId: 'listTicketTemplates',
    summary: 'Lista os modelos de convite (busca no título; ordenação por title, createdAt...).',
  })
  @ApiOkResponse({ type: TicketTemplatePageDto })
  listTicketTemplates(@Query() query: ListQueryDto): Promise<TicketTemplatePageDto> {
    return this.templates.list(query);
  }

  @RequirePermissions(P.listTicketTemplate)
  @Get('ticket-template/:id')
  @ApiOperation({ operationId: 'getTicketTemplate', summary: 'Um modelo de convite.' })
  @ApiOkResponse({ type: TicketTemplateDto })
  getTicketTemplate(@Param('id', IntIdParam) id: number): Promise<TicketTemplateDto> {
    return this.templates.get(id);
  }

  @RequirePermissions(P.insertTicketTemplate)
  @Post('ticket-template')
  @MultipartForm(...TEMPLATE_FILES)
  @ApiBody({ type: CreateTicketTemplateFormDto })
  @ApiOperation({
    operationId: 'createTicketTemplate',
    summary: 'Cadastra um modelo de convite (multipart: campos e imagem png/jpg).',
  })
  @ApiCreatedResponse({ type: TicketTemplateDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  createTicketTemplate(
    @Body() body: CreateTicketTemplateDto,
    @UploadedFiles() files: UploadedForm,
  ): Promise<TicketTemplateDto> {
    return this.templates.create(body, files);
  }

  @RequirePermissions(P.updateTicketTemplate)
  @Put('ticket-template/:id')
  @MultipartForm(...TEMPLATE_FILES)
  @ApiBody({ type: UpdateTicketTemplateFormDto })
  @ApiOperation({
    operationId: 'updateTicketTemplate',
    summary: 'Edita um modelo de convite (multipart; a imagem enviada substitui a atual).',
  })
  @ApiOkResponse({ type: TicketTemplateDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  updateTicketTemplate(
    @Param('id', IntIdParam) id: number,
    @Body() body: UpdateTicketTemplateDto,
    @UploadedFiles() files: UploadedForm,
  ): Promise<TicketTemplateDto> {
    return this.templates.update(id, body, files);
  }

  @RequirePermissions(P.deleteTicketTemplate)
  @Delete('ticket-template/:id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteTicketTemplate',
    summary: 'Exclui um modelo de convite e sua imagem.',
  })
  @ApiNoContentResponse({ description: 'Excluído.' })
  async deleteTicketTemplate(@Param('id', IntIdParam) id: number): Promise<void> {
    await this.templates.remove([id]);
  }

  @RequirePermissions(P.deleteTicketTemplate)
  @Post('ticket-template/multiple')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteTicketTemplateList',
    summary: 'Exclui vários modelos de convite de uma vez.',
  })
  @ApiNoContentResponse({ description: 'Excluídos.' })
  async deleteTicketTemplateList(@Body() body: IntIdsDto): Promise<void> {
    await this.templates.remove(body.ids);
  }
}
