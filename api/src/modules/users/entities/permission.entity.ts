import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One permission of the catalogue in libs/shared, kept in sync at every start. */
@Entity({ name: 'permission' })
export class Permission {
  @PrimaryGeneratedColumn()
  id: number;

  /** The name checked by the guard and the apps, e.g. `list-news`. */
  @Column({ type: 'varchar', length: 80, unique: true })
  description: string;

  @Column({ type: 'varchar', length: 120 })
  label: string;

  /** Menu group key: site, cadastros, gestao, relatorios, admin. */
  @Column({ type: 'varchar', length: 20 })
  group: string;
}
