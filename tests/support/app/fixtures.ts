import type { User } from '#contract/auth';

export const DEMO_EMAIL = 'admin@prumo.example';
export const DEMO_PASSWORD = 'prumo-demo';

export const demoUser: User = {
  id: 'u-1',
  nome: 'Ana Souza',
  email: DEMO_EMAIL,
  telefone: null,
  idioma: 'pt-BR',
  two_factor: false,
  email_verificado: true,
  email_pendente: null,
  empresa: [
    { id: 'e-1', nome: 'Construtora Prumo', cnpj: null, papel: 'admin' },
    { id: 'e-2', nome: 'Manutenção Aurora', cnpj: null, papel: 'gestor' },
  ],
};
