import { Type, type Static } from '@sinclair/typebox';

/**
 * What went wrong, as a word a program can branch on and a screen can translate (docs/erros.md
 * says what each means). A code, once answered, keeps its meaning: clients depend on it.
 */
export const CODIGOS_DE_ERRO = [
  'requisicao_invalida',
  'json_invalido',
  'corpo_grande_demais',
  'tipo_de_conteudo',
  'nao_autenticado',
  'credenciais_invalidas',
  'desafio_encerrado',
  'link_encerrado',
  'empresa_nao_escolhida',
  'sem_acesso_a_empresa',
  'sem_permissao',
  'email_nao_confirmado',
  'so_para_pessoas',
  'nao_encontrado',
  'rota_nao_encontrada',
  'metodo_nao_permitido',
  'conflito',
  'em_uso',
  'versao_desatualizada',
  'transicao_recusada',
  'validacao',
  'limite_de_tentativas',
  'erro_interno',
  'banco_indisponivel',
] as const;
export type CodigoDeErro = (typeof CODIGOS_DE_ERRO)[number];

/**
 * Why one field was refused: `code` and `params` for a screen to say it in the person's language
 * (contract/mensagensDoCampo.ts holds the reasons), `message` in Portuguese for API users.
 */
export const ProblemaDoCampoSchema = Type.Object({
  code: Type.String({ pattern: '^[a-z][a-z_]*$' }),
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
  message: Type.String(),
});
export type ProblemaDoCampo = Static<typeof ProblemaDoCampoSchema>;

/** Every error the API answers: a code, a Portuguese message, and each refused field's problems. */
export const ApiErrorSchema = Type.Object(
  {
    code: Type.Union(CODIGOS_DE_ERRO.map((codigo) => Type.Literal(codigo))),
    message: Type.String(),
    errors: Type.Optional(Type.Record(Type.String(), Type.Array(ProblemaDoCampoSchema))),
  },
  { $id: 'ApiError' },
);
export type ApiError = Static<typeof ApiErrorSchema>;
