import { HttpError } from './errors';

// With the u flag a surrogate pair is one code point, so the class matches only a lone half.
const INVALIDO = /[\0\uD800-\uDFFF]/u;

const NULO = 'O texto enviado contém um caractere nulo (\\u0000), que não é aceito.';
const SUBSTITUTO = 'O texto enviado contém um caractere inválido (um substituto UTF-16 isolado).';

/** A JSON text can hold these only as `\u` escapes: the parsed value needs a look only when one is there. */
export function podeTerCaractereInvalido(json: string): boolean {
  return /\\u(0000|d[89a-f])/i.test(json);
}

/** Where the first text PostgreSQL cannot store is (a field's path, '' for a key or the body itself), and why. */
function procurar(value: unknown, caminho: string[]): { caminho: string[]; texto: string } | null {
  if (typeof value === 'string') return INVALIDO.test(value) ? { caminho, texto: value } : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [chave, item] of Object.entries(value)) {
    if (INVALIDO.test(chave)) return { caminho, texto: chave };
    const achado = procurar(item, [...caminho, chave]);
    if (achado) return achado;
  }
  return null;
}

/**
 * PostgreSQL refuses the NUL character in text and jsonb, and jsonb refuses a lone UTF-16
 * surrogate (`"\ud800"`): the write would fail as a 500, so the body is refused beside its field.
 */
export function caractereInvalido(value: unknown): HttpError | null {
  const achado = procurar(value, []);
  if (!achado) return null;
  const message = achado.texto.includes('\0') ? NULO : SUBSTITUTO;
  const campo = achado.caminho.join('.');
  return new HttpError(422, message, campo ? { [campo]: [message] } : undefined);
}
