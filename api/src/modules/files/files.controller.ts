import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { P } from '@clube/shared';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import { UuidParam } from '../../platform/http/parse-uuid.pipe.js';
import { DownloadFileDto, DownloadFilesDto, FileQueryDto } from './dto/download.dto.js';
import { FilesService } from './files.service.js';

const contentDisposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

@ApiTags('Arquivos')
@Controller()
export class FilesController {
  constructor(private readonly files: FilesService) {}

  @Get('files/:fileName')
  @Endpoint({
    public: true,
    summary: 'Serve um arquivo guardado (imagem, PDF, vídeo), com cache longo.',
    // Served with the type it was stored with (an image, a PDF, a video).
    produces: '*/*',
    okDescription: 'O arquivo, com o seu tipo (imagem, PDF, vídeo).',
    errors: [404, [400, 'Largura não oferecida.']],
  })
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

  @Post('download-file')
  @Endpoint({
    public: true,
    summary: 'Baixa um arquivo pelo nome, como anexo.',
    produces: '*/*',
    okDescription: 'O arquivo, como anexo, com o seu tipo (imagem, PDF, vídeo).',
    errors: [400, 404],
  })
  async downloadFile(@Body() body: DownloadFileDto): Promise<StreamableFile> {
    const { file, stream } = await this.files.open(body.fileName);
    return new StreamableFile(stream, {
      type: file.mimeType,
      length: file.size,
      disposition: contentDisposition('attachment', file.originalName),
    });
  }

  @Post('download-files')
  @Endpoint({
    public: true,
    summary: 'Baixa vários arquivos num zip.',
    produces: 'application/zip',
    okDescription: 'Um arquivo zip com os arquivos pedidos.',
    errors: [400, 404],
  })
  async downloadFiles(@Body() body: DownloadFilesDto): Promise<StreamableFile> {
    return new StreamableFile(await this.files.zip(body.files, body.resize ?? false), {
      type: 'application/zip',
      disposition: contentDisposition('attachment', 'arquivos.zip'),
    });
  }

  @Delete('file/:id')
  @Endpoint({
    permission: P.updateGallery,
    summary: 'Remove um arquivo (por exemplo, uma foto de galeria).',
    noContent: 'Removido.',
    errors: [400, 404],
  })
  async deleteFile(@Param('id', UuidParam) id: string): Promise<void> {
    await this.files.remove(id);
  }
}
