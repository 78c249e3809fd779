import type { SiteEntrada } from '#contract/sites';

type Linha = [
  nome: string,
  codigo: string,
  cep: string,
  logradouro: string,
  numero: string,
  bairro: string,
  cidade: string,
  uf: string,
  latitude: number,
  longitude: number,
  /** The city's area code, for the contact's phone. */
  ddd: number,
];

/** Sites of the demo company: real cities and streets, every UF, CEPs in each state's range. */
const LINHAS: Linha[] = [
  ['Loja Paulista', 'SP-001', '01310-200', 'Avenida Paulista', '1578', 'Bela Vista', 'São Paulo', 'SP', -23.5614, -46.6559, 11],
  ['Escritório Sé', 'SP-002', '01001-000', 'Praça da Sé', '108', 'Sé', 'São Paulo', 'SP', -23.5503, -46.6339, 11],
  ['Centro de Distribuição Guarulhos', 'SP-003', '07010-000', 'Rua Dom Pedro II', '100', 'Centro', 'Guarulhos', 'SP', -23.4629, -46.5333, 11],
  ['Unidade Campinas', 'SP-004', '13010-001', 'Rua Barão de Jaguara', '900', 'Centro', 'Campinas', 'SP', -22.9056, -47.0608, 19],
  ['Unidade Santos', 'SP-005', '11010-000', 'Rua XV de Novembro', '95', 'Centro', 'Santos', 'SP', -23.9336, -46.3281, 13],
  ['Loja Copacabana', 'RJ-001', '22050-002', 'Avenida Nossa Senhora de Copacabana', '680', 'Copacabana', 'Rio de Janeiro', 'RJ', -22.9694, -43.1868, 21],
  ['Escritório Centro Rio', 'RJ-002', '20040-003', 'Avenida Rio Branco', '156', 'Centro', 'Rio de Janeiro', 'RJ', -22.9068, -43.1729, 21],
  ['Unidade Niterói', 'RJ-003', '24020-080', 'Rua da Conceição', '100', 'Centro', 'Niterói', 'RJ', -22.8939, -43.1234, 21],
  ['Loja Savassi', 'MG-001', '30130-150', 'Rua Pernambuco', '1000', 'Savassi', 'Belo Horizonte', 'MG', -19.938, -43.9346, 31],
  ['Unidade Uberlândia', 'MG-002', '38400-100', 'Avenida Afonso Pena', '1000', 'Centro', 'Uberlândia', 'MG', -18.9186, -48.2772, 34],
  ['Unidade Juiz de Fora', 'MG-003', '36010-002', 'Rua Halfeld', '400', 'Centro', 'Juiz de Fora', 'MG', -21.7642, -43.3503, 32],
  ['Agência Pelourinho', 'BA-001', '40026-280', 'Largo do Pelourinho', '10', 'Pelourinho', 'Salvador', 'BA', -12.9714, -38.5108, 71],
  ['Loja Barra', 'BA-002', '40140-130', 'Avenida Oceânica', '200', 'Barra', 'Salvador', 'BA', -13.0096, -38.5325, 71],
  ['Loja Boa Viagem', 'PE-001', '51020-020', 'Avenida Conselheiro Aguiar', '2000', 'Boa Viagem', 'Recife', 'PE', -8.119, -34.9006, 81],
  ['Unidade Olinda', 'PE-002', '53020-190', 'Rua do Amparo', '50', 'Amparo', 'Olinda', 'PE', -8.0089, -34.8553, 81],
  ['Loja Aldeota', 'CE-001', '60150-161', 'Avenida Santos Dumont', '2500', 'Aldeota', 'Fortaleza', 'CE', -3.7355, -38.5037, 85],
  ['Escritório Brasília', 'DF-001', '70302-000', 'SCS Quadra 2, Bloco C', '22', 'Asa Sul', 'Brasília', 'DF', -15.7975, -47.8919, 61],
  ['Loja Setor Bueno', 'GO-001', '74210-010', 'Avenida T-9', '1500', 'Setor Bueno', 'Goiânia', 'GO', -16.7051, -49.272, 62],
  ['Loja Batel', 'PR-001', '80420-090', 'Avenida do Batel', '1800', 'Batel', 'Curitiba', 'PR', -25.442, -49.2876, 41],
  ['Unidade Londrina', 'PR-002', '86020-080', 'Avenida Higienópolis', '600', 'Centro', 'Londrina', 'PR', -23.3045, -51.1696, 43],
  ['Loja Centro Florianópolis', 'SC-001', '88010-000', 'Rua Felipe Schmidt', '300', 'Centro', 'Florianópolis', 'SC', -27.5969, -48.5495, 48],
  ['Unidade Joinville', 'SC-002', '89201-000', 'Rua do Príncipe', '400', 'Centro', 'Joinville', 'SC', -26.3045, -48.8487, 47],
  ['Loja Moinhos de Vento', 'RS-001', '90570-080', 'Rua Padre Chagas', '300', 'Moinhos de Vento', 'Porto Alegre', 'RS', -30.0262, -51.2033, 51],
  ['Unidade Caxias do Sul', 'RS-002', '95020-000', 'Rua Sinimbu', '1500', 'Centro', 'Caxias do Sul', 'RS', -29.1678, -51.1794, 54],
  ['Unidade Manaus', 'AM-001', '69010-001', 'Avenida Eduardo Ribeiro', '500', 'Centro', 'Manaus', 'AM', -3.131, -60.0234, 92],
  ['Unidade Belém', 'PA-001', '66017-000', 'Avenida Presidente Vargas', '800', 'Campina', 'Belém', 'PA', -1.4521, -48.4902, 91],
  ['Unidade São Luís', 'MA-001', '65020-250', 'Rua Grande', '400', 'Centro', 'São Luís', 'MA', -2.5307, -44.3068, 98],
  ['Unidade Natal', 'RN-001', '59090-000', 'Avenida Engenheiro Roberto Freire', '2000', 'Ponta Negra', 'Natal', 'RN', -5.8718, -35.1817, 84],
  ['Unidade João Pessoa', 'PB-001', '58030-001', 'Avenida Epitácio Pessoa', '1500', 'Tambauzinho', 'João Pessoa', 'PB', -7.1195, -34.845, 83],
  ['Unidade Maceió', 'AL-001', '57030-170', 'Avenida Doutor Antônio Gouveia', '500', 'Pajuçara', 'Maceió', 'AL', -9.6658, -35.722, 82],
  ['Unidade Aracaju', 'SE-001', '49010-050', 'Avenida Ivo do Prado', '400', 'Centro', 'Aracaju', 'SE', -10.9111, -37.0717, 79],
  ['Unidade Teresina', 'PI-001', '64001-020', 'Avenida Frei Serafim', '2000', 'Centro', 'Teresina', 'PI', -5.0892, -42.8019, 86],
  ['Unidade Cuiabá', 'MT-001', '78005-600', 'Avenida Getúlio Vargas', '700', 'Centro Norte', 'Cuiabá', 'MT', -15.601, -56.0974, 65],
  ['Unidade Campo Grande', 'MS-001', '79002-330', 'Rua 14 de Julho', '1500', 'Centro', 'Campo Grande', 'MS', -20.4628, -54.6157, 67],
  ['Unidade Vitória', 'ES-001', '29010-002', 'Avenida Jerônimo Monteiro', '300', 'Centro', 'Vitória', 'ES', -20.3192, -40.3378, 27],
  ['Unidade Palmas', 'TO-001', '77006-014', 'Avenida Juscelino Kubitschek', '104', 'Plano Diretor Norte', 'Palmas', 'TO', -10.184, -48.3336, 63],
  ['Unidade Porto Velho', 'RO-001', '76801-096', 'Avenida Sete de Setembro', '600', 'Centro', 'Porto Velho', 'RO', -8.7612, -63.9004, 69],
  ['Unidade Rio Branco', 'AC-001', '69900-084', 'Rua Rui Barbosa', '300', 'Centro', 'Rio Branco', 'AC', -9.9747, -67.8076, 68],
  ['Unidade Macapá', 'AP-001', '68900-073', 'Avenida FAB', '500', 'Central', 'Macapá', 'AP', 0.0349, -51.0694, 96],
  ['Unidade Boa Vista', 'RR-001', '69301-350', 'Avenida Jaime Brasil', '200', 'Centro', 'Boa Vista', 'RR', 2.8235, -60.6758, 95],
];

const CONTATOS = ['Fernanda Alves', 'Carlos Pereira', 'Juliana Rocha', 'Marcos Oliveira', 'Patrícia Gomes', 'André Santos', 'Luciana Ferreira'];

/** Archived in the demo, so the list's "ativo" filter has something to show. */
const ARQUIVADOS = new Set(['RS-002', 'PE-002']);

export const DEMO_SITES: SiteEntrada[] = LINHAS.map(([nome, codigo, cep, logradouro, numero, bairro, cidade, uf, latitude, longitude, ddd], index) => {
  const contato_nome = CONTATOS[index % CONTATOS.length]!;
  // A mobile number in the site's city: 9 and eight digits that differ from site to site.
  const contato_telefone = `(${ddd}) 9${String(87_654_321 - index * 1_234_567).padStart(8, '0')}`;
  return {
    nome,
    codigo,
    cep,
    logradouro,
    numero,
    bairro,
    cidade,
    uf,
    latitude,
    longitude,
    contato_nome,
    contato_telefone,
    contato_email: `${contato_nome.split(' ')[0]!.toLowerCase().normalize('NFD').replace(/\p{Diacritic}/gu, '')}@prumo.example`,
    observacoes: index % 4 === 0 ? 'Acesso pela portaria de serviço; apresentar documento com foto.' : null,
    ativo: !ARQUIVADOS.has(codigo),
  };
});
