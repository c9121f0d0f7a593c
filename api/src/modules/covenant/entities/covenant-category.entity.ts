import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A group of covenants on the public page (Saúde, Educação...). */
@Entity({ name: 'covenant_category' })
export class CovenantCategory {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100, unique: true })
  name: string;
}
