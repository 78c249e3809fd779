import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/db/schema';

/** Código of every site the bench writes: a second run replaces them instead of colliding with them. */
const PREFIX = 'BENCH-';

// Real cities with their UF, area code, CEP range and coordinates; the sites spread over them.
const CIDADES: ReadonlyArray<[nome: string, uf: string, ddd: string, cep: string, lat: number, lon: number]> = [
  ['São Paulo', 'SP', '11', '01000', -23.55, -46.63],
  ['Rio de Janeiro', 'RJ', '21', '20000', -22.91, -43.17],
  ['Belo Horizonte', 'MG', '31', '30100', -19.92, -43.94],
  ['Brasília', 'DF', '61', '70000', -15.79, -47.88],
  ['Salvador', 'BA', '71', '40000', -12.97, -38.5],
  ['Fortaleza', 'CE', '85', '60000', -3.73, -38.52],
  ['Recife', 'PE', '81', '50000', -8.05, -34.88],
  ['Porto Alegre', 'RS', '51', '90000', -30.03, -51.23],
  ['Curitiba', 'PR', '41', '80000', -25.43, -49.27],
  ['Manaus', 'AM', '92', '69000', -3.12, -60.02],
  ['Belém', 'PA', '91', '66000', -1.46, -48.5],
  ['Goiânia', 'GO', '62', '74000', -16.68, -49.25],
  ['São Luís', 'MA', '98', '65000', -2.53, -44.3],
  ['Maceió', 'AL', '82', '57000', -9.67, -35.74],
  ['Natal', 'RN', '84', '59000', -5.79, -35.21],
  ['Teresina', 'PI', '86', '64000', -5.09, -42.8],
  ['João Pessoa', 'PB', '83', '58000', -7.12, -34.86],
  ['Aracaju', 'SE', '79', '49000', -10.91, -37.07],
  ['Florianópolis', 'SC', '48', '88000', -27.6, -48.55],
  ['Vitória', 'ES', '27', '29000', -20.32, -40.34],
  ['Cuiabá', 'MT', '65', '78000', -15.6, -56.1],
  ['Campo Grande', 'MS', '67', '79000', -20.47, -54.62],
  ['Porto Velho', 'RO', '69', '76800', -8.76, -63.9],
  ['Rio Branco', 'AC', '68', '69900', -9.97, -67.81],
  ['Macapá', 'AP', '96', '68900', 0.03, -51.07],
  ['Boa Vista', 'RR', '95', '69300', 2.82, -60.67],
  ['Palmas', 'TO', '63', '77000', -10.18, -48.33],
  ['Campinas', 'SP', '19', '13000', -22.91, -47.06],
  ['Santos', 'SP', '13', '11000', -23.96, -46.33],
  ['São José dos Campos', 'SP', '12', '12200', -23.18, -45.88],
];

/**
 * Writes `count` sites for the company in one statement (generate_series), as the tables' owner:
 * names, códigos, CEPs and phones unique and well formed, about one in seventeen archived. Replaces the
 * bench's earlier sites of that company.
 */
export async function seedSites(db: Kysely<Database>, empresaId: string, count: number): Promise<void> {
  const cidades = sql.join(
    CIDADES.map(([nome, uf, ddd, cep, lat, lon], n) => sql`(${sql.lit(n)}, ${sql.lit(nome)}, ${sql.lit(uf)}, ${sql.lit(ddd)}, ${sql.lit(cep)}, ${sql.lit(lat)}::float8, ${sql.lit(lon)}::float8)`),
  );
  await db.deleteFrom('site').where('empresa_id', '=', empresaId).where('codigo', 'like', `${PREFIX}%`).execute();
  await sql`
    with cidade (n, nome, uf, ddd, cep, lat, lon) as (values ${cidades})
    insert into site (empresa_id, nome, codigo, cep, logradouro, numero, bairro, cidade, uf, latitude, longitude,
                      contato_nome, contato_telefone, contato_email, ativo)
    select ${empresaId}::uuid,
           (array['Loja', 'Depósito', 'Torre', 'Agência', 'Escritório', 'Galpão', 'Unidade', 'Posto'])[1 + i % 8] || ' ' || c.nome || ' ' || i,
           ${PREFIX} || lpad(i::text, 6, '0'),
           c.cep || lpad((i % 1000)::text, 3, '0'),
           (array['Rua das Flores', 'Avenida Brasil', 'Rua Sete de Setembro', 'Travessa da Paz', 'Alameda Santos'])[1 + i % 5],
           (1 + i % 3000)::text,
           (array['Centro', 'Jardim América', 'Vila Nova', 'Boa Vista', 'Santa Cecília'])[1 + i % 5],
           c.nome,
           c.uf,
           c.lat + (i % 200 - 100) * 0.0005,
           c.lon + (i % 150 - 75) * 0.0005,
           'Responsável ' || i,
           c.ddd || '9' || lpad((i::bigint * 7919 % 100000000)::text, 8, '0'),
           'site' || i || '@cliente.example',
           i % 17 <> 0
    from generate_series(1, ${count}::int) as i
    join cidade c on c.n = i % ${sql.lit(CIDADES.length)}`.execute(db);
  await sql`analyze site`.execute(db);
}
