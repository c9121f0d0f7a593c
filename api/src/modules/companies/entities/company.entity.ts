import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A company (employer or partner) an associate belongs to; its register screen comes later. */
@Entity({ name: 'company' })
export class Company {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 150 })
  description: string;

  @Column({ type: 'smallint', default: 1 })
  status: number;
}
