import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Papel } from '#contract/papel';
import { pode, type Acao } from '#contract/permissoes';
import { acoesRecurso } from '../features/acoes/recurso';
import { atividadesRecurso } from '../features/atividades/recurso';
// The sign-in page ships with the app's own code, unlike every other page: a signed-out visit
// almost always lands there, and a chunk asked for once the app's code has run is one more round
// trip before the form.
import { LoginPage } from '../features/auth/LoginPage';
import { DEMO_NAV_LABELS } from '../features/demo/navLabels';
import { marcaDaCopia } from '../features/meu-dia/marcaDaCopia';
import { questionariosRecurso } from '../features/questionarios/recurso';
import { sitesRecurso } from '../features/sites/recurso';
import { tiposServicosRecurso } from '../features/tipos-servicos/recurso';
import { usuariosRecurso } from '../features/usuarios/recurso';
import { DEMO_PREFIX, INTEGRACOES_PATH, LOGIN_PATH, MEU_DIA_PATH, NOT_FOUND_PATH } from './caminhos';
import type { NavIcon } from './layout/navIcons';
import { page, type Page } from './pagina';
import type { Recurso } from './recurso';

/** A group of the sidebar below the product's own pages, which the company can hide. */
export type Secao = 'demo';

export const SECAO_TITLES: Record<Secao, MessageDescriptor> = { demo: msg`Demonstração` };

export interface AppRoute {
  path: string;
  title: MessageDescriptor;
  access: 'public' | 'private';
  page: Page;
  variant?: 'split';
  /** A signed-in person opening it is sent into the app. */
  authOnly?: boolean;
  /** Shown in the sidebar, with this icon. */
  nav?: NavIcon;
  /** `g` then this letter opens the page. */
  jump?: string;
  /** The action of contract/permissoes.ts the page needs: without it, no sidebar entry and no command. */
  permissao?: Acao;
  /** The sidebar group it belongs to; without one, the product's own pages. */
  secao?: Secao;
  /**
   * The API's GETs (under /api) the page makes first when its address has no query, for the
   * person's papel: sent at start, beside the page's code, when the page opens signed in.
   */
  leituras?: (papel: Papel | null | undefined) => string[];
}

const ConfiguracoesPage = page(() => import('../features/configuracoes/ConfiguracoesPage'), 'ConfiguracoesPage', 'escritorio');
const RegisterPage = page(() => import('../features/auth/RegisterPage'), 'RegisterPage', 'inicio');
const ForgotPasswordPage = page(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage', 'inicio');
const ConfirmarEmailPage = page(() => import('../features/auth/ConfirmarEmailPage'), 'ConfirmarEmailPage', 'inicio');
const TwoStepsPage = page(() => import('../features/auth/TwoStepsPage'), 'TwoStepsPage', 'inicio');

/** The resources, in the sidebar's order: each brings its pages, sidebar entry, palette commands and search. */
export const RECURSOS: Recurso[] = [atividadesRecurso, acoesRecurso, sitesRecurso, questionariosRecurso, tiposServicosRecurso, usuariosRecurso];

function rotasDo(recurso: Recurso): AppRoute[] {
  const { titulo, permissao } = recurso;
  return [
    { path: recurso.path, title: titulo, access: 'private', nav: recurso.icone, jump: recurso.jump, permissao, page: recurso.lista, leituras: recurso.leituras },
    ...(recurso.paginas ?? []).map((pagina): AppRoute => ({ path: pagina.path, title: pagina.titulo, access: 'private', permissao, page: pagina.page })),
  ];
}

/**
 * The route table: each resource's pages (from its descriptor) among the pages that are no resource.
 * Router, sidebar, palette, shortcuts and page titles all read it.
 */
export const ROUTES: AppRoute[] = [
  { path: '/', title: msg`Início`, access: 'public', page: page(() => import('../features/landing/LandingPage'), 'LandingPage', 'inicio') },
  { path: LOGIN_PATH, title: msg`Entrar`, access: 'public', page: LoginPage, authOnly: true },
  { path: '/auth/login2', title: msg`Entrar`, access: 'public', page: LoginPage, variant: 'split', authOnly: true },
  { path: '/auth/register', title: msg`Criar conta`, access: 'public', page: RegisterPage, authOnly: true },
  { path: '/auth/register2', title: msg`Criar conta`, access: 'public', page: RegisterPage, variant: 'split', authOnly: true },
  { path: '/auth/forgot-password', title: msg`Recuperar senha`, access: 'public', page: ForgotPasswordPage, authOnly: true },
  {
    path: '/auth/forgot-password2',
    title: msg`Recuperar senha`,
    access: 'public',
    page: ForgotPasswordPage,
    variant: 'split',
    authOnly: true,
  },
  { path: '/auth/two-steps', title: msg`Verificação em duas etapas`, access: 'public', page: TwoStepsPage, authOnly: true },
  {
    path: '/auth/two-steps2',
    title: msg`Verificação em duas etapas`,
    access: 'public',
    page: TwoStepsPage,
    variant: 'split',
    authOnly: true,
  },
  // Not authOnly: the link works in a tab that is signed in, and in one that is not.
  { path: '/auth/confirmar-email', title: msg`Confirmar e-mail`, access: 'public', page: ConfirmarEmailPage },
  { path: NOT_FOUND_PATH, title: msg`Página não encontrada`, access: 'public', page: page(() => import('../features/errors/NotFoundPage'), 'NotFoundPage', 'inicio') },
  {
    path: '/auth/maintenance',
    title: msg`Em manutenção`,
    access: 'public',
    page: page(() => import('../features/errors/MaintenancePage'), 'MaintenancePage', 'inicio'),
  },
  {
    // The report a client opens from a link: no session, nothing of the app around it.
    path: '/relatorio/:token',
    title: msg`Relatório da atividade`,
    access: 'public',
    page: page(() => import('../features/atividades/relatorio/RelatorioPublicoPage'), 'RelatorioPublicoPage'),
  },
  {
    path: MEU_DIA_PATH,
    title: msg`Meu dia`,
    access: 'private',
    nav: 'meuDia',
    jump: 'd',
    page: page(() => import('../features/meu-dia/MeuDiaPage'), 'MeuDiaPage'),
    // meuDiaApi.pacote (useMeuDia.ts); with a copy on the device the day is drawn from it first,
    // and the server asked after, not beside the page's code on a slow network.
    leituras: () => (marcaDaCopia.daSessao() ? [] : ['/atividades/meu-dia/pacote']),
  },
  {
    path: '/painel',
    title: msg`Painel`,
    access: 'private',
    nav: 'painel',
    jump: 'p',
    permissao: 'painel.ler',
    page: page(() => import('../features/painel/PainelPage'), 'PainelPage', 'escritorio'),
  },
  ...RECURSOS.flatMap(rotasDo),
  {
    path: '/configuracoes',
    title: msg`Configurações`,
    access: 'private',
    nav: 'configuracoes',
    jump: 'c',
    page: ConfiguracoesPage,
  },
  {
    // Where a webhook turned off for its failures sends the admins (server/webhooks/entregar.ts).
    path: INTEGRACOES_PATH,
    title: msg`Integrações`,
    access: 'private',
    permissao: 'webhooks.gerenciar',
    page: ConfiguracoesPage,
  },
  {
    path: '/meu-perfil',
    title: msg`Meu perfil`,
    access: 'private',
    nav: 'perfil',
    // `g p` is the Painel (docs/teclado.md).
    jump: 'm',
    page: page(() => import('../features/profile/ProfilePage'), 'ProfilePage', 'escritorio'),
  },
  {
    path: `${DEMO_PREFIX}/contacts`,
    title: DEMO_NAV_LABELS.contacts,
    access: 'private',
    secao: 'demo',
    nav: 'contatos',
    page: page(() => import('../features/demo/contacts/ContactsPage'), 'ContactsPage', 'escritorio'),
  },
  {
    path: `${DEMO_PREFIX}/blog/posts`,
    title: DEMO_NAV_LABELS.blog,
    access: 'private',
    secao: 'demo',
    nav: 'blog',
    page: page(() => import('../features/demo/blog/BlogPostsPage'), 'BlogPostsPage', 'escritorio'),
  },
  {
    path: `${DEMO_PREFIX}/blog/detail/:slug`,
    title: DEMO_NAV_LABELS.detail,
    access: 'private',
    secao: 'demo',
    page: page(() => import('../features/demo/blog/BlogDetailPage'), 'BlogDetailPage', 'escritorio'),
  },
  {
    path: `${DEMO_PREFIX}/ecommerce/shop`,
    title: DEMO_NAV_LABELS.shop,
    access: 'private',
    secao: 'demo',
    nav: 'loja',
    page: page(() => import('../features/demo/shop/ShopPage'), 'ShopPage', 'escritorio'),
  },
  {
    path: `${DEMO_PREFIX}/ecommerce/detail/:id`,
    title: DEMO_NAV_LABELS.detail,
    access: 'private',
    secao: 'demo',
    page: page(() => import('../features/demo/shop/ProductDetailPage'), 'ProductDetailPage', 'escritorio'),
  },
  {
    path: `${DEMO_PREFIX}/ecommerce/checkout`,
    title: DEMO_NAV_LABELS.checkout,
    access: 'private',
    secao: 'demo',
    nav: 'carrinho',
    page: page(() => import('../features/demo/shop/CheckoutPage'), 'CheckoutPage', 'escritorio'),
  },
  {
    path: `${DEMO_PREFIX}/chats`,
    title: DEMO_NAV_LABELS.chats,
    access: 'private',
    secao: 'demo',
    nav: 'chats',
    page: page(() => import('../features/demo/chats/ChatsPage'), 'ChatsPage', 'escritorio'),
  },
  {
    path: `${DEMO_PREFIX}/notes`,
    title: DEMO_NAV_LABELS.notes,
    access: 'private',
    secao: 'demo',
    nav: 'notas',
    page: page(() => import('../features/demo/notes/NotesPage'), 'NotesPage', 'escritorio'),
  },
  {
    path: `${DEMO_PREFIX}/tickets`,
    title: DEMO_NAV_LABELS.tickets,
    access: 'private',
    secao: 'demo',
    nav: 'chamados',
    page: page(() => import('../features/demo/tickets/TicketsPage'), 'TicketsPage', 'escritorio'),
  },
  {
    path: `${DEMO_PREFIX}/email`,
    title: DEMO_NAV_LABELS.email,
    access: 'private',
    secao: 'demo',
    nav: 'email',
    page: page(() => import('../features/demo/email/EmailPage'), 'EmailPage', 'escritorio'),
  },
  {
    path: `${DEMO_PREFIX}/user-profile`,
    title: DEMO_NAV_LABELS.profile,
    access: 'private',
    secao: 'demo',
    nav: 'perfilSocial',
    page: page(() => import('../features/demo/profile/SocialProfilePage'), 'SocialProfilePage', 'escritorio'),
  },
  {
    path: `${DEMO_PREFIX}/followers`,
    title: DEMO_NAV_LABELS.followers,
    access: 'private',
    secao: 'demo',
    nav: 'seguidores',
    page: page(() => import('../features/demo/profile/SocialFollowersPage'), 'SocialFollowersPage', 'escritorio'),
  },
  {
    path: `${DEMO_PREFIX}/friends`,
    title: DEMO_NAV_LABELS.friends,
    access: 'private',
    secao: 'demo',
    nav: 'amigos',
    page: page(() => import('../features/demo/profile/SocialFriendsPage'), 'SocialFriendsPage', 'escritorio'),
  },
  {
    path: `${DEMO_PREFIX}/gallery`,
    title: DEMO_NAV_LABELS.gallery,
    access: 'private',
    secao: 'demo',
    nav: 'galeria',
    page: page(() => import('../features/demo/profile/SocialGalleryPage'), 'SocialGalleryPage', 'escritorio'),
  },
  {
    path: `${DEMO_PREFIX}/languages`,
    title: DEMO_NAV_LABELS.languages,
    access: 'private',
    secao: 'demo',
    nav: 'idiomas',
    page: page(() => import('../features/demo/languages/LanguagesPage'), 'LanguagesPage', 'escritorio'),
  },
];

/** Whether a member with this papel may open the page (and see it in the sidebar and the palette). */
export const podeAbrir = (route: AppRoute, papel: Papel | null | undefined): boolean => !route.permissao || pode(papel, route.permissao);

/** Who is looking and what their company shows: it decides the sidebar and the palette's pages. */
export interface Visao {
  papel: Papel | null | undefined;
  /** The company's `mostrar_demo` setting (Configurações). */
  mostrarDemo: boolean;
}

/** Whether the page is listed in the sidebar and the palette. */
export const naNavegacao = (route: AppRoute, visao: Visao): boolean =>
  Boolean(route.nav) && podeAbrir(route, visao.papel) && (route.secao !== 'demo' || visao.mostrarDemo);

/**
 * The page at this address starts loading with the app's own code instead of after its first
 * render: on a slow network that is one wait less before the sign-in form shows.
 */
export function preloadPage(pathname: string): void {
  ROUTES.find((route) => route.path === pathname)?.page.preload?.();
}

export const PUBLIC_ROUTES = ROUTES.filter((route) => route.access === 'public');
export const PRIVATE_ROUTES = ROUTES.filter((route) => route.access === 'private');
