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
import {
  CreateGalleryDto,
  CreateGalleryFormDto,
  GalleryDto,
  GalleryListQueryDto,
  GalleryPageDto,
  GalleryPublicDto,
  GalleryPublicQueryDto,
  UpdateGalleryDto,
  UpdateGalleryFormDto,
} from './dto/gallery.dto.js';
import { GalleryService, MAX_GALLERY_UPLOAD } from './gallery.service.js';

const GALLERY_FILES = [
  { name: 'image', maxCount: 1, kind: 'jpegImage' },
  { name: 'gallery', maxCount: MAX_GALLERY_UPLOAD, kind: 'galleryVideo' },
] as const;

@ApiTags('Galerias')
@ApiNotFoundResponse({ type: ApiErrorDto })
@Controller()
export class GalleryController {
  constructor(private readonly galleries: GalleryService) {}

  @Public()
  @Post('gallery/public')
  @HttpCode(200)
  @Header('Cache-Control', 'public, no-cache')
  @ApiOperation({
    operationId: 'listGalleriesPublic',
    summary: 'Galerias ativas de fotos ou de vídeos, com os arquivos em ordem.',
  })
  @ApiOkResponse({ type: [GalleryPublicDto] })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  listGalleriesPublic(@Body() body: GalleryPublicQueryDto): Promise<GalleryPublicDto[]> {
    return this.galleries.publicList(body.filter);
  }

  @RequirePermissions(P.listGallery)
  @Get('gallery')
  @ApiOperation({
    operationId: 'listGalleries',
    summary: 'Lista as galerias (filter=image|video; busca no título).',
  })
  @ApiOkResponse({ type: GalleryPageDto })
  listGalleries(@Query() query: GalleryListQueryDto): Promise<GalleryPageDto> {
    return this.galleries.list(query);
  }

  @RequirePermissions(P.listGallery)
  @Get('gallery/:id')
  @ApiOperation({ operationId: 'getGallery', summary: 'Uma galeria com seus arquivos.' })
  @ApiOkResponse({ type: GalleryDto })
  getGallery(@Param('id', IntIdParam) id: number): Promise<GalleryDto> {
    return this.galleries.get(id);
  }

  @RequirePermissions(P.insertGallery)
  @Post('gallery')
  @MultipartForm(...GALLERY_FILES)
  @ApiBody({ type: CreateGalleryFormDto })
  @ApiOperation({
    operationId: 'createGallery',
    summary: 'Cadastra uma galeria (multipart: título, capa jpg, arquivos em `gallery`).',
  })
  @ApiCreatedResponse({ type: GalleryDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  createGallery(
    @Body() body: CreateGalleryDto,
    @UploadedFiles() files: UploadedForm,
  ): Promise<GalleryDto> {
    return this.galleries.create(body, files);
  }

  @RequirePermissions(P.updateGallery)
  @Put('gallery/:id')
  @MultipartForm(...GALLERY_FILES)
  @ApiBody({ type: UpdateGalleryFormDto })
  @ApiOperation({
    operationId: 'updateGallery',
    summary: 'Edita uma galeria; arquivos enviados em `gallery` são acrescentados.',
  })
  @ApiOkResponse({ type: GalleryDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  updateGallery(
    @Param('id', IntIdParam) id: number,
    @Body() body: UpdateGalleryDto,
    @UploadedFiles() files: UploadedForm,
  ): Promise<GalleryDto> {
    return this.galleries.update(id, body, files);
  }

  @RequirePermissions(P.deleteGallery)
  @Delete('gallery/:id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteGallery', summary: 'Exclui uma galeria e seus arquivos.' })
  @ApiNoContentResponse({ description: 'Excluída.' })
  async deleteGallery(@Param('id', IntIdParam) id: number): Promise<void> {
    await this.galleries.remove([id]);
  }

  @RequirePermissions(P.deleteGallery)
  @Post('gallery/multiple')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteGalleries', summary: 'Exclui várias galerias de uma vez.' })
  @ApiNoContentResponse({ description: 'Excluídas.' })
  async deleteGalleries(@Body() body: IntIdsDto): Promise<void> {
    await this.galleries.remove(body.ids);
  }
}
