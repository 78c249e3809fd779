import { act, screen, waitFor, within } from '@testing-library/react';
import type { Product } from '#mirage/ecommerce/types';
import { emptyCart } from '@/features/demo/shop/useCart';
import { demoData, openDemo, withUniqueNames } from '../../support/app/demo';
import { waitForPath } from '../../support/app/renderApp';
import { escolherNoSelect } from '../../support/app/escolherNoSelect';

const PRODUCTS = '/api/data/eCommerce/ProductsData';
// Intl puts a no-break space after R$; the text matchers read it as a space.
const brl = (value: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value).replace(/\s/g, ' ');

async function openShop() {
  const opened = await openDemo('/apps/ecommerce/shop', 'Loja');
  const grid = await screen.findByRole('list', { name: 'Produtos' });
  const products = await demoData<Product[]>(PRODUCTS);
  return { ...opened, grid, products };
}

const cards = () => within(screen.getByRole('list', { name: 'Produtos' })).getAllByRole('article');
const shownTitles = () => cards().map((card) => within(card).getByRole('heading').textContent);
const titlesOf = (products: Product[]) => products.map((product) => product.title).sort();

// The cart lives for the visit, as the demo data does; each test starts with an empty one.
afterEach(() => act(() => emptyCart()));

describe('the demo shop', () => {
  it('lists the 12 products with their price in reais, the list price struck through when discounted', async () => {
    const { products } = await openShop();
    expect(products).toHaveLength(12);
    expect(cards()).toHaveLength(12);
    expect(screen.getByRole('status')).toHaveTextContent('12 produtos');
    const onSale = withUniqueNames(products, (product) => product.title).find((product) => product.discount > 0);
    if (onSale) {
      const card = screen.getByRole('article', { name: onSale.title });
      expect(card).toHaveTextContent(brl(onSale.price));
      expect(card.querySelector('del')).toHaveTextContent(brl(onSale.salesPrice));
      expect(within(card).getByText(`-${onSale.discount}%`)).toBeInTheDocument();
    }
  });

  it('filters by category and gender, and clears the filters', async () => {
    const { user, products } = await openShop();
    const books = products.filter((product) => product.category.includes('books'));
    await user.click(screen.getByRole('radio', { name: 'Livros' }));
    expect(shownTitles().sort()).toEqual(titlesOf(books));

    const gender = books[0]?.gender ?? 'Men';
    const genderName = { Men: 'Masculino', Women: 'Feminino', Kids: 'Infantil' }[gender];
    await user.click(screen.getByRole('radio', { name: genderName }));
    const ofGender = books.filter((product) => product.gender === gender);
    expect(cards()).toHaveLength(ofGender.length);

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(cards()).toHaveLength(12);
    expect(screen.getByRole('radio', { name: 'Todas' })).toBeChecked();
  });

  it('filters by price, rating and colour', async () => {
    const { user, products } = await openShop();
    await user.click(screen.getByRole('radio', { name: /^Até R\$\s100,00$/ }));
    const cheap = products.filter((product) => product.price < 100);
    if (cheap.length === 0) expect(screen.getByText('Nenhum produto com estes filtros')).toBeInTheDocument();
    else expect(shownTitles().sort()).toEqual(titlesOf(cheap));
    await user.click(screen.getByRole('radio', { name: 'Qualquer preço' }));

    await user.click(screen.getByRole('radio', { name: '4 estrelas ou mais' }));
    const rated = products.filter((product) => product.rating >= 4);
    expect(screen.queryAllByRole('article')).toHaveLength(rated.length);
    await user.click(screen.getByRole('radio', { name: 'Qualquer avaliação' }));

    await user.click(screen.getByRole('radio', { name: 'Azul' }));
    const blue = products.filter((product) => product.colors.includes('#1890FF'));
    expect(screen.queryAllByRole('article')).toHaveLength(blue.length);
    expect(screen.getByRole('status')).toHaveTextContent(blue.length === 0 ? 'Nenhum produto' : String(blue.length));
  });

  it('searches by name and sorts by price', async () => {
    const { user, products } = await openShop();
    await escolherNoSelect(user, screen.getByRole('combobox', { name: 'Ordenar por' }), 'Menor preço');
    const byPrice = (sign: 1 | -1) => [...products].sort((a, b) => sign * (a.price - b.price)).map((product) => product.title);
    expect(shownTitles()).toEqual(byPrice(1));
    await escolherNoSelect(user, screen.getByRole('combobox', { name: 'Ordenar por' }), 'Maior preço');
    // Not the reverse of the ascending list: products of the same price keep their order both ways.
    expect(shownTitles()).toEqual(byPrice(-1));

    const wanted = products[0] as Product;
    await user.type(screen.getByRole('searchbox', { name: 'Buscar produtos' }), wanted.title.toUpperCase());
    expect(shownTitles()).toContain(wanted.title);
    expect(shownTitles().every((title) => title?.toLowerCase().includes(wanted.title.toLowerCase()))).toBe(true);
  });

  it('moves between the products with the arrow keys', async () => {
    const { user } = await openShop();
    const links = cards().map((card) => within(card).getByRole('link'));
    act(() => (links[0] as HTMLElement).focus());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(links[2]).toHaveFocus();
    await user.keyboard('{End}');
    expect(links[11]).toHaveFocus();
  });

  it('opens a product, adds it in the chosen colour and quantity, and the cart counts it', async () => {
    const { user, products } = await openShop();
    const product = withUniqueNames(products, (candidate) => candidate.title).find((candidate) => candidate.stock) as Product;
    await user.click(within(screen.getByRole('article', { name: product.title })).getByRole('link', { name: product.title }));
    await waitForPath(`/apps/ecommerce/detail/${product.id}`);
    const article = await screen.findByRole('article', { name: product.title });
    expect(article).toHaveTextContent(product.description);
    expect(within(article).getByRole('img', { name: `${product.rating} de 5 estrelas` })).toBeInTheDocument();

    const quantity = within(article).getByRole('group', { name: `Quantidade de ${product.title}` });
    await user.click(within(quantity).getByRole('button', { name: 'Aumentar' }));
    expect(quantity).toHaveTextContent(String(product.qty + 1));
    await user.click(within(article).getByRole('button', { name: `Adicionar ao carrinho: ${product.title}` }));
    expect(await screen.findByText(`${product.title} está no carrinho.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Carrinho com ${product.qty + 1} itens` })).toHaveAttribute('href', '/apps/ecommerce/checkout');
  });

  it('says so when no product has the address', async () => {
    await openDemo('/apps/ecommerce/detail/999999', 'Loja');
    expect(await screen.findByText('Produto não encontrado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar à loja' })).toHaveAttribute('href', '/apps/ecommerce/shop');
  });
});

describe('the demo checkout', () => {
  it('shows an empty cart with the way to the shop', async () => {
    await openDemo('/apps/ecommerce/checkout', 'Finalizar compra');
    expect(await screen.findByText('O carrinho está vazio')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a loja' })).toHaveAttribute('href', '/apps/ecommerce/shop');
  });

  it('changes quantities, removes a line, asks for the delivery and places the order, emptying the cart', async () => {
    const { user, products } = await openShop();
    const [first, second] = withUniqueNames(products, (product) => product.title).filter((product) => product.stock) as [Product, Product];
    await user.click(screen.getByRole('button', { name: `Adicionar ao carrinho: ${first.title}` }));
    await user.click(screen.getByRole('button', { name: `Adicionar ao carrinho: ${second.title}` }));
    await user.click(screen.getByRole('link', { name: /^Carrinho com 2 itens$/ }));
    await waitForPath('/apps/ecommerce/checkout');

    const lines = await screen.findByRole('list', { name: 'Itens do carrinho' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    const quantity = within(lines).getByRole('group', { name: `Quantidade de ${first.title}` });
    await user.click(within(quantity).getByRole('button', { name: 'Aumentar' }));
    const summary = screen.getByRole('region', { name: 'Resumo do pedido' });
    expect(summary).toHaveTextContent(`Total${brl(first.price * 2 + second.price)}`);
    expect(summary).toHaveTextContent(`Subtotal${brl(first.salesPrice * 2 + second.salesPrice)}`);

    await user.click(within(lines).getByRole('button', { name: `Remover ${second.title}` }));
    await waitFor(() => expect(within(lines).getAllByRole('listitem')).toHaveLength(1));
    expect(summary).toHaveTextContent(`Total${brl(first.price * 2)}`);

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('heading', { name: 'Entrega e pagamento' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Fazer pedido' }));
    expect(screen.getByRole('textbox', { name: 'Nome de quem recebe' })).toHaveFocus();
    expect(screen.getByText('Informe quem recebe o pedido.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Nome de quem recebe' }), 'Ana Souza');
    await user.type(screen.getByRole('textbox', { name: 'Endereço' }), 'Rua das Flores, 10');
    await user.type(screen.getByRole('textbox', { name: 'Cidade' }), 'Recife');
    await user.type(screen.getByRole('textbox', { name: 'CEP' }), '5000');
    await user.click(screen.getByRole('radio', { name: 'Boleto' }));
    await user.click(screen.getByRole('button', { name: 'Fazer pedido' }));
    expect(screen.getByText('Informe o CEP com 8 dígitos, como 01310-100.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'CEP' }), '0-000');
    await user.click(screen.getByRole('button', { name: 'Fazer pedido' }));

    expect(screen.getByRole('heading', { name: 'Pedido recebido' })).toHaveFocus();
    expect(screen.getByText('Obrigado, Ana Souza! O pedido será entregue em Rua das Flores, 10, Recife.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Continuar comprando' }));
    await waitForPath('/apps/ecommerce/shop');
    expect(await screen.findByRole('link', { name: 'Carrinho vazio' })).toBeInTheDocument();
  });
});
