import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { EmpresaDoUsuario } from '#contract/auth';
import { IDIOMAS, type Idioma } from '#contract/limits';
import { pode } from '#contract/permissoes';
import type { Papel } from '#contract/papel';
import type { CustomizerEvent } from '#machines/customizerMachine';
import { THEMES, type ThemeName } from '#contract/palettes';
import type { Direction, Mode } from '#machines/customizerSettings';
import { naNavegacao, RECURSOS, ROUTES, SECAO_TITLES } from '../../app/routes';
import { IDIOMA_NAMES } from '../../i18n/idiomas';
import { novoPath } from '../../ui/list/listAddress';
import type { Command, CommandGroup } from '../../ui/commands/command';
import { THEME_NAMES } from '../customizer/themeNames';
import { abrirNotificacoes } from '../notificacoes/abrirNotificacoes';

export const GROUP_TITLES: Record<CommandGroup, MessageDescriptor> = {
  pagina: msg`Nesta página`,
  criar: msg`Criar`,
  navegar: msg`Ir para`,
  demo: SECAO_TITLES.demo,
  dados: msg`Dados`,
  empresa: msg`Empresa`,
  aparencia: msg`Aparência`,
  idioma: msg`Idioma`,
  conta: msg`Conta`,
  ajuda: msg`Ajuda`,
};

export interface CommandContext {
  i18n: I18n;
  navigate: (path: string) => void;
  papel: Papel | null;
  /** The company's `mostrar_demo`: the demo's pages are commands only while it is on. */
  mostrarDemo: boolean;
  empresas: EmpresaDoUsuario[];
  empresaAtual: string | null;
  chooseEmpresa: (id: string) => void;
  settings: { activeMode: Mode; activeDir: Direction; activeTheme: ThemeName; isLanguage: Idioma };
  customize: (event: CustomizerEvent) => void;
  setIdioma: (idioma: Idioma) => void;
  logout: () => void;
  openPalette: () => void;
  openShortcuts: () => void;
  openCustomizer: () => void;
}

/**
 * The one registry of what a person can do: the palette, the `?` sheet and the hotkeys all read it.
 * `page` holds what the open page adds (its list keys, its "Novo …").
 */
export function buildCommands(context: CommandContext, page: Command[] = []): Command[] {
  const { i18n } = context;
  // "Novo …" from anywhere: the list opens with its editor on a new record.
  const criar: Command[] = RECURSOS.flatMap(({ nome, path, novo }) =>
    novo && pode(context.papel, novo.acao) ? [{ id: `novo:${nome}`, group: 'criar' as const, label: i18n._(novo.titulo), run: () => context.navigate(novoPath(path)) }] : [],
  );
  const routes: Command[] = ROUTES.filter((route) => naNavegacao(route, context)).map((route) => ({
    id: `ir:${route.path}`,
    group: route.secao ?? 'navegar',
    label: i18n._(route.title),
    keys: route.jump ? ['g', route.jump] : undefined,
    run: () => context.navigate(route.path),
  }));

  const empresas: Command[] =
    context.empresas.length > 1
      ? context.empresas
          .filter((empresa) => empresa.id !== context.empresaAtual)
          .map((empresa) => ({
            id: `empresa:${empresa.id}`,
            group: 'empresa',
            label: i18n._(msg`Trocar para a empresa ${empresa.nome}`),
            run: () => context.chooseEmpresa(empresa.id),
          }))
      : [];

  const { activeMode, activeDir, activeTheme, isLanguage } = context.settings;
  const aparencia: Command[] = [
    {
      id: 'modo',
      group: 'aparencia',
      label: activeMode === 'light' ? i18n._(msg`Usar modo escuro`) : i18n._(msg`Usar modo claro`),
      // People ask for a "tema escuro"; the themes are the colours.
      keywords: [i18n._(msg({ message: 'tema', comment: 'Palavra que, digitada na paleta, encontra o modo escuro ou claro' }))],
      run: () => context.customize({ type: 'customizer.toggleMode' }),
    },
    {
      id: 'direcao',
      group: 'aparencia',
      label: activeDir === 'ltr' ? i18n._(msg`Escrever da direita para a esquerda`) : i18n._(msg`Escrever da esquerda para a direita`),
      run: () => context.customize({ type: 'customizer.dir', dir: activeDir === 'ltr' ? 'rtl' : 'ltr' }),
    },
    ...THEMES.filter((theme) => theme !== activeTheme).map<Command>((theme) => ({
      id: `tema:${theme}`,
      group: 'aparencia',
      label: i18n._(msg`Tema ${i18n._(THEME_NAMES[theme])}`),
      run: () => context.customize({ type: 'customizer.theme', theme }),
    })),
    { id: 'personalizar', group: 'aparencia', label: i18n._(msg`Personalizar aparência`), run: context.openCustomizer },
  ];

  const dados: Command[] = pode(context.papel, 'sites.ler')
    ? [
        {
          id: 'exportar:sites',
          group: 'dados',
          label: i18n._(msg`Exportar sites (CSV)`),
          keywords: [i18n._(msg({ message: 'planilha baixar', comment: 'Palavras que, digitadas na paleta, encontram Exportar sites (CSV)' }))],
          // The export's code is loaded when asked for, not with the palette.
          run: () => void import('../sites/exportarSites').then(({ exportarSites }) => exportarSites({}, i18n)),
        },
      ]
    : [];

  // Each language is labelled in itself; in the palette it is also found by its name in the
  // language on screen ("árabe" finds العربية).
  const nomeNaTela = new Intl.DisplayNames([i18n.locale], { type: 'language' });
  const idiomas: Command[] = IDIOMAS.filter((idioma) => idioma !== isLanguage).map((idioma) => ({
    id: `idioma:${idioma}`,
    group: 'idioma',
    label: i18n._(msg`Idioma: ${IDIOMA_NAMES[idioma]}`),
    keywords: [nomeNaTela.of(idioma) ?? idioma],
    run: () => context.setIdioma(idioma),
  }));

  return [
    ...page,
    ...criar,
    ...routes,
    ...empresas,
    ...aparencia,
    ...idiomas,
    ...dados,
    ...(pode(context.papel, 'notificacoes.ler')
      ? [{ id: 'notificacoes', group: 'conta' as const, label: i18n._(msg`Notificações`), keywords: [i18n._(msg({ message: 'avisos sino', comment: 'Palavras que, digitadas na paleta, encontram Notificações' }))], run: abrirNotificacoes }]
      : []),
    {
      id: 'senha',
      group: 'conta',
      label: i18n._(msg`Alterar senha`),
      keywords: [i18n._(msg({ message: 'verificação em duas etapas', comment: 'Palavras que, digitadas na paleta, encontram Alterar senha' }))],
      run: () => context.navigate('/meu-perfil'),
    },
    { id: 'sair', group: 'conta', label: i18n._(msg`Sair`), run: context.logout },
    { id: 'paleta', group: 'ajuda', label: i18n._(msg`Abrir a paleta de comandos`), keys: ['mod+k'], paletteHidden: true, run: context.openPalette },
    { id: 'atalhos', group: 'ajuda', label: i18n._(msg`Ver atalhos de teclado`), keys: ['?'], run: context.openShortcuts },
  ];
}
