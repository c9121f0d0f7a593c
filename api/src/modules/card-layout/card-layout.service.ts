import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { firstFile, type UploadedForm } from '../../platform/http/multipart.js';
import { fileUrl, FilesService } from '../files/files.service.js';
import type { CardLayoutDto, SaveCardLayoutDto } from './dto/card-layout.dto.js';
import { CardLayout } from './entities/card-layout.entity.js';

const DEFAULT_TEXT_COLOR = '#FFFFFF';

const toLayout = (row: CardLayout | null): CardLayoutDto => ({
  image: fileUrl(row?.image),
  textColor: row?.textColor ?? DEFAULT_TEXT_COLOR,
});

@Injectable()
export class CardLayoutService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly files: FilesService,
  ) {}

  private load(manager: EntityManager, lock = false): Promise<CardLayout | null> {
    const qb = manager
      .getRepository(CardLayout)
      .createQueryBuilder('c')
      .leftJoinAndSelect('c.image', 'image')
      .where('c.id = 1');
    if (lock) qb.setLock('pessimistic_write', undefined, ['c']);
    return qb.getOne();
  }

  async get(): Promise<CardLayoutDto> {
    return toLayout(await this.load(this.db.manager));
  }

  /** Saves the colour and, when sent, the new picture (the old one goes once committed). */
  async save(dto: SaveCardLayoutDto, form: UploadedForm): Promise<CardLayoutDto> {
    await this.files.transaction(async (tx, files) => {
      // The row exists once; two first saves at once meet on the primary key.
      await tx
        .createQueryBuilder()
        .insert()
        .into(CardLayout)
        .values({ id: 1, textColor: dto.textColor })
        .orIgnore()
        .execute();
      const row = (await this.load(tx, true)) as CardLayout;
      row.textColor = dto.textColor.toUpperCase();
      const image = firstFile(form, 'image');
      if (image) {
        files.discard(row.image);
        row.image = await files.store(image, 'image', 'image');
      }
      await tx.getRepository(CardLayout).save(row);
    });
    return this.get();
  }
}
