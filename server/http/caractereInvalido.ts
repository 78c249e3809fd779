import { motivo } from '#contract/mensagensDoCampo';
import { HttpError, httpErrors } from './errors';
import { dito } from './textoDoCampo';

// With the u flag a surrogate pair is one code point, so the class matches only a lone half.
const INVALIDO = /[\0\uD800-\uDFFF]/u;

/** A JSON text can hold these only as `\u` escapes: the parsed value needs a look only when one is there. */
export function podeTerCaractereInvalido(json: string): boolean {
  return /\\u(0000|d[89a-f])/i.test(json);
}

interface No {
  valor: unknown;
  chave: string | null;
  pai: No | null;
}

function caminhoAte(no: No): string[] {
  const caminho: string[] = [];
  for (let atual: No | null = no; atual?.chave != null; atual = atual.pai) caminho.push(atual.chave);
  return caminho.reverse();
}

/**
 * Where a text PostgreSQL cannot store is (the field's path; for a key, its object's) and the
 * text. Walked with a list, not recursion: a 1 MB body can nest deeper than the call stack.
 */
function procurar(raiz: unknown): { caminho: string[]; texto: string } | null {
  const pendentes: No[] = [{ valor: raiz, chave: null, pai: null }];
  for (let no = pendentes.pop(); no; no = pendentes.pop()) {
    if (typeof no.valor === 'string') {
      if (INVALIDO.test(no.valor)) return { caminho: caminhoAte(no), texto: no.valor };
    } else if (no.valor !== null && typeof no.valor === 'object') {
      for (const [chave, valor] of Object.entries(no.valor)) {
        if (INVALIDO.test(chave)) return { caminho: caminhoAte(no), texto: chave };
        pendentes.push({ valor, chave, pai: no });
      }
    }
  }
  return null;
}

/**
 * PostgreSQL refuses the NUL character in text and jsonb, and jsonb refuses a lone UTF-16
 * surrogate (`"\ud800"`): the write would fail as a 500, so the body is refused beside its field.
 */
export function caractereInvalido(value: unknown): HttpError | null {
  const achado = procurar(value);
  if (!achado) return null;
  const problema = dito(motivo(achado.texto.includes('\0') ? 'caractere_nulo' : 'caractere_substituto'));
  const campo = achado.caminho.join('.');
  return campo ? httpErrors.invalidField(campo, problema) : new HttpError(422, 'validacao', problema.message);
}
