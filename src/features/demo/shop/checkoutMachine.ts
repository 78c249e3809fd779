import { assign, setup } from 'xstate';

/** Who receives the demo shop's order, where, and how they pay. */
export interface Entrega {
  nome: string;
  endereco: string;
  cidade: string;
  cep: string;
  pagamento: 'pix' | 'cartao' | 'boleto';
}

export type CheckoutEvent =
  | { type: 'checkout.continuar' }
  | { type: 'checkout.voltar' }
  | { type: 'checkout.fazerPedido'; entrega: Entrega };

/**
 * The demo shop's checkout: the cart, then delivery and payment, then the order placed. Placing
 * it empties the cart (`esvaziarCarrinho`, which the screen provides) and keeps the delivery to
 * thank the customer.
 */
export const checkoutMachine = setup({
  types: { context: {} as { entrega: Entrega | null }, events: {} as CheckoutEvent },
  actions: { esvaziarCarrinho: () => {} },
}).createMachine({
  id: 'checkout',
  context: { entrega: null },
  initial: 'carrinho',
  states: {
    carrinho: { on: { 'checkout.continuar': 'entrega' } },
    entrega: {
      on: {
        'checkout.voltar': 'carrinho',
        'checkout.fazerPedido': {
          target: 'feito',
          actions: [assign({ entrega: ({ event }) => event.entrega }), 'esvaziarCarrinho'],
        },
      },
    },
    feito: { type: 'final' },
  },
});

export type CheckoutPasso = 'carrinho' | 'entrega' | 'feito';
