/**
 * The demo's statute and internal rules: real, small one-page PDFs (PDF 1.4, Helvetica in
 * WinAnsi, so Portuguese accents show), written here so the demo needs no file of its own.
 */

/** A text line of a PDF content stream: latin1 bytes, with (, ) and \ escaped. */
const pdfText = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

export function onePagePdf(title: string, lines: readonly string[]): Buffer {
  const content = [
    'BT',
    '/F1 18 Tf 56 780 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf 0 -32 Td 16 TL',
    ...lines.map((line) => `(${pdfText(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfText(title)}) /Producer (Clube - dados de demonstração) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const DEMO_DOCUMENTS = {
  statute: {
    name: 'Estatuto Social.pdf',
    title: 'Estatuto Social do Clube',
    lines: [
      'Documento de demonstração.',
      '',
      'Capítulo I - Da denominação, sede e fins',
      'Art. 1º O Clube é uma associação civil sem fins lucrativos, de duração',
      'indeterminada, dedicada ao esporte, à cultura e ao lazer dos seus associados.',
      'Art. 2º São finalidades do Clube promover atividades esportivas, sociais e',
      'culturais e manter as instalações em boas condições de uso.',
      '',
      'Capítulo II - Dos associados',
      'Art. 3º Podem ser associados as pessoas admitidas pela Diretoria, com os',
      'seus dependentes, na forma deste Estatuto.',
    ],
  },
  rules: {
    name: 'Regimento Interno.pdf',
    title: 'Regimento Interno',
    lines: [
      'Documento de demonstração.',
      '',
      '1. O acesso às dependências exige a carteirinha do associado ou o convite.',
      '2. As piscinas funcionam de terça a domingo, das 8h às 18h.',
      '3. Os espaços são reservados pelo site, na área do associado.',
      '4. Convidados devem estar acompanhados do associado que os convidou.',
      '5. Animais não são permitidos, salvo cães-guia.',
    ],
  },
} as const;
