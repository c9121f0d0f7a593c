import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Clube — API do portal')
    .setDescription(
      [
        'API do portal do clube: site público, área do associado e back office.',
        '',
        'Erros têm sempre a forma `{ statusCode, error, code, fields? }`: `error` é a mensagem para pessoas (pt-BR), `code` é estável para programas.',
        'Listas aceitam `?skip=&take=&search=&sort=` e respondem `{ data, total }`. Dinheiro em centavos (inteiros); datas `yyyy-mm-dd`; instantes ISO-8601.',
        'Rotas da equipe usam o token `staff` e declaram a permissão exigida (extensão `x-required-permissions`); rotas do associado usam o token `member`.',
      ].join('\n'),
    )
    .setVersion('1')
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'Token de acesso da equipe (login-admin).',
      },
      'staff',
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'Token de acesso do associado (login-associate).',
      },
      'member',
    )
    .build();
  return SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
  });
}

export function mountSwagger(app: INestApplication, document: OpenAPIObject): void {
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: 'Clube — API',
    swaggerOptions: { persistAuthorization: true },
  });
}
