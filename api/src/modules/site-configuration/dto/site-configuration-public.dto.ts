import { ApiProperty } from '@nestjs/swagger';
import { TicketTemplateSummaryDto } from '../../ticket-template/dto/ticket-template.dto.js';

/** What the portal needs to theme itself and fill its header, footer and home. */
export class SiteConfigurationPublicDto {
  @ApiProperty({ example: 'Clube Colibri' })
  clubName: string;

  @ApiProperty({ example: '#fcb315' })
  primaryColor: string;

  @ApiProperty({ example: '#73bd6d' })
  secondaryColor: string;

  @ApiProperty({ example: '#FFFFFF' })
  primaryButtonTextColor: string;

  @ApiProperty({ example: '#000000', description: 'Grafia do contrato (S maiúsculo).' })
  SecondaryButtonTextColor: string;

  @ApiProperty({ example: '#023B58' })
  footerMainColor: string;

  @ApiProperty({ example: '#FFF0A7' })
  homeNewsColor: string;

  @ApiProperty({ example: '#A3D9CC' })
  homePhotosColor: string;

  @ApiProperty({ example: '#D1F1FD' })
  homeVideosColor: string;

  @ApiProperty({ type: String, nullable: true, description: 'URL do logo principal.' })
  logo1: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'URL do logo secundário.' })
  logo2: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Telefone, só dígitos.',
    example: '1133334444',
  })
  telephone: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'WhatsApp, só dígitos.',
    example: '11988887777',
  })
  cellphone: string | null;

  @ApiProperty({ type: String, nullable: true })
  email: string | null;

  @ApiProperty({ type: String, nullable: true })
  address: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'CNPJ, só dígitos.' })
  companyNumber: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Horário de atendimento (HTML sanitizado).',
  })
  timeAttendance: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Conteúdo da home (HTML sanitizado).' })
  homeContents: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Texto da página Sobre (HTML sanitizado).',
  })
  aboutColibri: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'URL do estatuto (PDF).' })
  docPdf1: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'URL do regimento interno (PDF).' })
  docPdf2: string | null;

  @ApiProperty({ type: String, nullable: true })
  facebookUrl: string | null;

  @ApiProperty({ type: String, nullable: true })
  instagramUrl: string | null;

  @ApiProperty({ type: String, nullable: true })
  youtubeUrl: string | null;

  @ApiProperty({
    minimum: 0,
    maximum: 720,
    example: 24,
    description:
      'Cancelamento de reservas: até quantas horas antes do início o associado pode cancelar uma reserva confirmada.',
  })
  reservationCancelHours: number;

  @ApiProperty({
    type: TicketTemplateSummaryDto,
    nullable: true,
    description: 'Modelo de convite padrão.',
  })
  templateDefault: TicketTemplateSummaryDto | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  updatedAt: string | null;
}
