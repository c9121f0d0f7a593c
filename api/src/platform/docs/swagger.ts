import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { API_KEY_RATE_LIMIT_PER_MINUTE } from '@clube/shared';
import { API_KEY_SCHEME } from '../auth/auth.decorators.js';
import { declareNullables } from './nullable.js';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Clube — API do portal')
    .setDescription(
      [
        'API do portal do clube: site público, área do associado e back office.',
        '',
        'Erros têm sempre a forma `{ statusCode, error, code, fields?, fieldMessages? }`: `error` é a mensagem para pessoas (pt-BR), `code` é estável para programas. Em dados inválidos, `fields` traz a mensagem de cada campo pelo caminho dele na requisição (`invitations.0.doc`) e `fieldMessages`, pelas mesmas chaves, a frase que nomeia o campo como a pessoa o lê (`Convidado 1: CPF inválido.`).',
        'Listas aceitam `?skip=&take=&search=&sort=` e respondem `{ data, total }`. Dinheiro em centavos (inteiros); datas `yyyy-mm-dd`; instantes ISO-8601.',
        'Rotas da equipe usam o token `staff` e declaram a permissão exigida (extensão `x-required-permissions`, todas; ou `x-any-of-permissions`, ao menos uma); rotas do associado usam o token `member`.',
        '',
        `**Integrações (chaves de API).** Sistemas do clube (contabilidade, catracas, BI) usam uma chave de API criada no back office (Admin → Chaves de API), com as permissões que ela carrega: envie \`Authorization: Bearer ck_live_…\` (esquema \`apiKey\`). A chave vale nas rotas da equipe que exigem uma das permissões dela (nunca nas do associado nem nas que qualquer pessoa da equipe acessa); chave desconhecida, expirada ou revogada recebe 401; permissão que falta, 403; mais de ${API_KEY_RATE_LIMIT_PER_MINUTE} requisições por minuto por chave, 429. O segredo é mostrado uma única vez, na criação.`,
      ].join('\n'),
    )
    .setVersion('1')
    // Paths carry the /api prefix; the API answers on the apps' own origin (nginx) or on its port.
    .addServer('/', 'A origem que serve a API (os caminhos já incluem /api).')
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
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'ck_live_…',
        description:
          'Chave de API de um integrador (`Authorization: Bearer ck_live_…`), criada no back office em Admin → Chaves de API; vale com as permissões que carrega.',
      },
      API_KEY_SCHEME,
    )
    .build();
  // Not published under a licence: there is no public licence text to link to (redocly.yaml).
  config.info.license = {
    name: 'Proprietária: uso restrito ao clube e a integradores autorizados',
  };
  return declareNullables(
    SwaggerModule.createDocument(app, config, {
      operationIdFactory: (_controllerKey, methodKey) => methodKey,
    }),
  );
}

/** Swagger UI at /api/docs and the JSON at /api/docs-json, the document built on first request. */
export function mountSwagger(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: 'Clube — API',
    // Over a hundred operations: the tags start closed (Swagger UI 5.33 stopped drawing the
    // operations after the first tag when all 138 were open at once), with a tag filter and
    // links to each operation (#/Tag/operationId) for integrators.
    swaggerOptions: {
      persistAuthorization: true,
      docExpansion: 'none',
      filter: true,
      deepLinking: true,
    },
  });
}
