import { ApiProperty } from '@nestjs/swagger';

export const NAMED_PASS_KINDS = ['ticket', 'invitation'] as const;

/** A confirmed pass another member bought naming the member or a dependent. */
export class NamedPassDto {
  @ApiProperty({
    enum: NAMED_PASS_KINDS,
    description: 'ticket: convite de evento; invitation: convite de reserva de espaço.',
  })
  kind: (typeof NAMED_PASS_KINDS)[number];

  @ApiProperty()
  id: number;

  @ApiProperty({ example: '000123', description: "O código do convite ('000' + id)." })
  code: string;

  @ApiProperty({ example: 'Pedro Souza', description: 'O nome no cadastro do clube.' })
  name: string;

  @ApiProperty({ enum: ['associate', 'dependent'], description: 'O associado ou um dependente.' })
  who: 'associate' | 'dependent';

  @ApiProperty({ example: 'Festa Junina', description: 'O evento ou o espaço.' })
  title: string;

  @ApiProperty({ format: 'date-time' })
  startsAt: string;

  @ApiProperty({ format: 'date-time' })
  endsAt: string;

  @ApiProperty({ example: 'Ana Lima', description: 'Quem comprou ou reservou.' })
  host: string;
}
