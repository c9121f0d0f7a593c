import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { P } from '@clube/shared';
import { Public, RequirePermissions } from '../../platform/auth/auth.decorators.js';
import { ApiErrorDto } from '../../platform/http/api-error.dto.js';
import { UuidParam } from '../../platform/http/parse-uuid.pipe.js';
import { DownloadFileDto, DownloadFilesDto, FileQueryDto } from './dto/download.dto.js';
import { FilesService } from './files.service.js';

const contentDisposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

@ApiTags('Arquivos')
@Controller()
export class FilesController {
  constructor(private readonly files: FilesService) {}

  @Public()
  @Get('files/:fileName')
  @ApiOperation({
    operationId: 'getFile',
    summary: 'Serve um arquivo guardado (imagem, PDF, vídeo), com cache longo.',
  })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'O arquivo.' })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Largura não oferecida.' })
  async getFile(
    @Param('fileName') fileName: string,
    @Query() query: FileQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile | undefined> {
    const { file, stream, size, etag } = await this.files.openUnlessCached(
      fileName,
      req.headers['if-none-match'],
      query.w,
    );
    // A file name never changes content, so it may be cached for a year.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', etag);
    if (!stream) {
      res.status(304);
      return undefined;
    }
    return new StreamableFile(stream, {
      type: file.mimeType,
      length: size,
      disposition: contentDisposition('inline', file.originalName),
    });
  }

  @Public()
  @Post('download-file')
  @HttpCode(200)
  @ApiOperation({ operationId: 'downloadFile', summary: 'Baixa um arquivo pelo nome, como anexo.' })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'O arquivo, como anexo.' })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async downloadFile(@Body() body: DownloadFileDto): Promise<StreamableFile> {
    const { file, stream } = await this.files.open(body.fileName);
    return new StreamableFile(stream, {
      type: file.mimeType,
      length: file.size,
      disposition: contentDisposition('attachment', file.originalName),
    });
  }

  @Public()
  @Post('download-files')
  @HttpCode(200)
  @ApiOperation({ operationId: 'downloadFiles', summary: 'Baixa vários arquivos num zip.' })
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: 'Um arquivo zip com os arquivos pedidos.' })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async downloadFiles(@Body() body: DownloadFilesDto): Promise<StreamableFile> {
    return new StreamableFile(await this.files.zip(body.files, body.resize ?? false), {
      type: 'application/zip',
      disposition: contentDisposition('attachment', 'arquivos.zip'),
    });
  }

  @RequirePermissions(P.updateGallery)
  @Delete('file/:id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteFile',
    summary: 'Remove um arquivo (por exemplo, uma foto de galeria).',
  })
  @ApiNoContentResponse({ description: 'Removido.' })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  async deleteFile(@Param('id', UuidParam) id: string): Promise<void> {
    await this.files.remove(id);
  }
}
