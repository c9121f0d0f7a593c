import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
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
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { P } from '@clube/shared';
import { Public, RequirePermissions } from '../../platform/auth/auth.decorators.js';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { IntIdParam, IntIdsDto } from '../../platform/http/int-id.pipe.js';
import { MultipartForm, type UploadedForm } from '../../platform/http/multipart.js';
import { ListQueryDto } from '../../platform/http/pagination.js';
import { CovenantService, MAX_COVENANT_UPLOAD } from './covenant.service.js';
import {
  CovenantCategoryDto,
  CovenantDto,
  CovenantPageDto,
  CovenantPublicDto,
  CreateCovenantCategoryDto,
  CreateCovenantDto,
  CreateCovenantFormDto,
  UpdateCovenantDto,
  UpdateCovenantFormDto,
} from './dto/covenant.dto.js';

const COVENANT_FILES = [
  { name: 'image', maxCount: 1, kind: 'image' },
  { name: 'imageList', maxCount: MAX_COVENANT_UPLOAD, kind: 'image' },
  { name: 'video', maxCount: 1, kind: 'video' },
  { name: 'thumbVideo', maxCount: 1, kind: 'image' },
  { name: 'thumbVideoEmbedded', maxCount: 1, kind: 'image' },
] as const;

@ApiTags('Convênios')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class CovenantController {
  constructor(private readonly covenants: CovenantService) {}

  @Public()
  @Get('covenant/public')
  @Header('Cache-Control', 'public, no-cache')
  @ApiOperation({
    operationId: 'listCovenantsPublic',
    summary: 'Convênios ativos e no período, por nome.',
  })
  @ApiOkResponse({ type: [CovenantPublicDto] })
  listCovenantsPublic(): Promise<CovenantPublicDto[]> {
    return this.covenants.publicList();
  }

  @Public()
  @Get('covenant/public/search/:term')
  @Header('Cache-Control', 'public, no-cache')
  @ApiOperation({
    operationId: 'searchCovenantsPublic',
    summary: 'Busca nos convênios públicos (nome, benefícios, categoria).',
  })
  @ApiOkResponse({ type: [CovenantPublicDto] })
  searchCovenantsPublic(@Param('term') term: string): Promise<CovenantPublicDto[]> {
    return this.covenants.publicSearch(term);
  }

  @Public()
  @Get('covenant/public/:id')
  @Header('Cache-Control', 'public, no-cache')
  @ApiOperation({ operationId: 'getCovenantPublic', summary: 'Um convênio público.' })
  @ApiOkResponse({ type: CovenantPublicDto })
  getCovenantPublic(@Param('id', IntIdParam) id: number): Promise<CovenantPublicDto> {
    return this.covenants.publicOne(id);
  }

  @RequirePermissions(P.listCovenant)
  @Get('category')
  @ApiOperation({ operationId: 'listCovenantCategories', summary: 'Categorias de convênio.' })
  @ApiOkResponse({ type: [CovenantCategoryDto] })
  listCovenantCategories(): Promise<CovenantCategoryDto[]> {
    return this.covenants.listCategories();
  }

  @RequirePermissions(P.insertCovenant)
  @Post('category')
  @ApiOperation({ operationId: 'createCovenantCategory', summary: 'Cadastra uma categoria.' })
  @ApiCreatedResponse({ type: CovenantCategoryDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto })
  createCovenantCategory(@Body() body: CreateCovenantCategoryDto): Promise<CovenantCategoryDto> {
    return this.covenants.createCategory(body);
  }

  @RequirePermissions(P.listCovenant)
  @Get('covenant')
  @ApiOperation({
    operationId: 'listCovenants',
    summary: 'Lista os convênios (busca no nome e na categoria).',
  })
  @ApiOkResponse({ type: CovenantPageDto })
  listCovenants(@Query() query: ListQueryDto): Promise<CovenantPageDto> {
    return this.covenants.list(query);
  }

  @RequirePermissions(P.listCovenant)
  @Get('covenant/:id')
  @ApiOperation({ operationId: 'getCovenant', summary: 'Um convênio.' })
  @ApiOkResponse({ type: CovenantDto })
  getCovenant(@Param('id', IntIdParam) id: number): Promise<CovenantDto> {
    return this.covenants.get(id);
  }

  @RequirePermissions(P.insertCovenant)
  @Post('covenant')
  @MultipartForm(...COVENANT_FILES)
  @ApiBody({ type: CreateCovenantFormDto })
  @ApiOperation({
    operationId: 'createCovenant',
    summary: 'Cadastra um convênio (multipart: campos, imagem, imageList, vídeo opcional).',
  })
  @ApiCreatedResponse({ type: CovenantDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  createCovenant(
    @Body() body: CreateCovenantDto,
    @UploadedFiles() files: UploadedForm,
  ): Promise<CovenantDto> {
    return this.covenants.create(body, files);
  }

  @RequirePermissions(P.updateCovenant)
  @Put('covenant/:id')
  @MultipartForm(...COVENANT_FILES)
  @ApiBody({ type: UpdateCovenantFormDto })
  @ApiOperation({
    operationId: 'updateCovenant',
    summary: 'Edita um convênio (imagens de imageList são acrescentadas; removeImageList remove).',
  })
  @ApiOkResponse({ type: CovenantDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  updateCovenant(
    @Param('id', IntIdParam) id: number,
    @Body() body: UpdateCovenantDto,
    @UploadedFiles() files: UploadedForm,
  ): Promise<CovenantDto> {
    return this.covenants.update(id, body, files);
  }

  @RequirePermissions(P.deleteCovenant)
  @Delete('covenant/:id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteCovenant', summary: 'Exclui um convênio e seus arquivos.' })
  @ApiNoContentResponse({ description: 'Excluído.' })
  async deleteCovenant(@Param('id', IntIdParam) id: number): Promise<void> {
    await this.covenants.remove([id]);
  }

  @RequirePermissions(P.deleteCovenant)
  @Post('covenant/multiple')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteCovenants', summary: 'Exclui vários convênios de uma vez.' })
  @ApiNoContentResponse({ description: 'Excluídos.' })
  async deleteCovenants(@Body() body: IntIdsDto): Promise<void> {
    await this.covenants.remove(body.ids);
  }
}
