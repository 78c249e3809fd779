import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Responsavel } from '#contract/atividade';
import { COMENTARIO_MAX } from '#contract/atividadeComentario';
import { atividadesApi } from '../../atividadesApi';
import { buscaDeMencao, paraEdicao, paraEnvio } from './mencoesNoTexto';

interface ComentarioEditorProps {
  /** The stored text to edit (with its mentions), or '' for a new comment. */
  inicial?: string;
  rotulo: string;
  acao: string;
  /** Sends the text (mentions as `@[Nome](id)`); true when it was kept, and the editor empties. */
  onEnviar: (texto: string) => Promise<boolean>;
  onCancelar?: () => void;
  /** Changes when the page asks for the cursor here (the "Comentar" command). */
  pedidoDeFoco?: number;
}

/**
 * The text of a comment. Typing `@` and a name lists the company's members who work on
 * activities: ↑/↓ choose, Enter or Tab put the name in, Esc closes the list. Ctrl+Enter sends.
 */
export function ComentarioEditor({ inicial = '', rotulo, acao, onEnviar, onCancelar, pedidoDeFoco }: ComentarioEditorProps) {
  const { t } = useLingui();
  const [estado] = useState(() => paraEdicao(inicial));
  const [texto, setTexto] = useState(estado.texto);
  const escolhidas = useRef(estado.escolhidas);
  const [busca, setBusca] = useState<{ inicio: number; termo: string } | null>(null);
  const [sugestoes, setSugestoes] = useState<Responsavel[]>([]);
  const [ativa, setAtiva] = useState(0);
  const [enviando, setEnviando] = useState(false);
  const campo = useRef<HTMLTextAreaElement>(null);
  const listaId = useId();

  useEffect(() => {
    if (pedidoDeFoco) campo.current?.focus();
  }, [pedidoDeFoco]);

  const termo = busca?.termo ?? null;
  useEffect(() => {
    if (termo === null) return;
    let valida = true;
    atividadesApi.responsaveis({ ...(termo ? { q: termo } : {}), limite: 6 }).then(
      (pessoas) => {
        if (!valida) return;
        setSugestoes(pessoas);
        setAtiva(0);
      },
      () => valida && setSugestoes([]),
    );
    return () => {
      valida = false;
    };
  }, [termo]);

  const aberta = busca !== null && sugestoes.length > 0;

  const acompanhar = (valor: string, cursor: number) => {
    setTexto(valor);
    setBusca(buscaDeMencao(valor, cursor));
  };

  const escolher = (pessoa: Responsavel) => {
    if (!busca) return;
    const cursor = campo.current?.selectionStart ?? texto.length;
    const nome = pessoa.nome.replace(/[\]\n]/g, ' ');
    const novo = `${texto.slice(0, busca.inicio)}@${nome} ${texto.slice(cursor)}`;
    escolhidas.current.set(nome, pessoa.id);
    setTexto(novo);
    setBusca(null);
    const depois = busca.inicio + nome.length + 2;
    requestAnimationFrame(() => campo.current?.setSelectionRange(depois, depois));
  };

  const limpo = texto.trim();
  const longo = limpo.length > COMENTARIO_MAX;

  const enviar = async () => {
    if (!limpo || longo || enviando) return;
    setEnviando(true);
    const kept = await onEnviar(paraEnvio(limpo, escolhidas.current));
    setEnviando(false);
    if (kept && !inicial) {
      setTexto('');
      escolhidas.current = new Map();
    }
  };

  const teclas = (evento: KeyboardEvent<HTMLDivElement>) => {
    if (aberta) {
      if (evento.key === 'ArrowDown' || evento.key === 'ArrowUp') {
        evento.preventDefault();
        const passo = evento.key === 'ArrowDown' ? 1 : -1;
        setAtiva((atual) => (atual + passo + sugestoes.length) % sugestoes.length);
        return;
      }
      if (evento.key === 'Enter' || evento.key === 'Tab') {
        evento.preventDefault();
        escolher(sugestoes[ativa]!);
        return;
      }
      if (evento.key === 'Escape') {
        // Closes the list only, not a dialog around the editor.
        evento.preventDefault();
        evento.stopPropagation();
        setBusca(null);
        return;
      }
    }
    if (evento.key === 'Enter' && (evento.ctrlKey || evento.metaKey)) {
      evento.preventDefault();
      void enviar();
    } else if (evento.key === 'Escape' && onCancelar) {
      evento.stopPropagation();
      onCancelar();
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(evento) => {
        evento.preventDefault();
        void enviar();
      }}
      sx={{ display: 'grid', gap: 1, position: 'relative' }}
    >
      <TextField
        label={rotulo}
        multiline
        minRows={2}
        maxRows={12}
        value={texto}
        inputRef={campo}
        onChange={(evento) => acompanhar(evento.target.value, evento.target.selectionStart ?? evento.target.value.length)}
        onKeyDown={teclas}
        onBlur={() => setBusca(null)}
        error={longo}
        helperText={
          longo
            ? t`O comentário deve ter no máximo ${COMENTARIO_MAX} caracteres.`
            : t`Use @ para mencionar alguém. Ctrl+Enter envia.`
        }
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': aberta,
            'aria-controls': aberta ? listaId : undefined,
            'aria-activedescendant': aberta ? `${listaId}-${ativa}` : undefined,
          },
        }}
      />
      {aberta && (
        <Paper
          elevation={4}
          component="ul"
          role="listbox"
          id={listaId}
          aria-label={t`Pessoas para mencionar`}
          sx={{ position: 'absolute', top: '100%', insetInlineStart: 0, zIndex: 'modal', m: 0, p: 0.5, listStyle: 'none', minWidth: 220, maxWidth: '100%' }}
        >
          {sugestoes.map((pessoa, indice) => (
            <Box
              component="li"
              key={pessoa.id}
              id={`${listaId}-${indice}`}
              role="option"
              aria-selected={indice === ativa}
              // Keeps the focus in the text while the mouse picks.
              onMouseDown={(evento) => evento.preventDefault()}
              onClick={() => escolher(pessoa)}
              sx={{ px: 1.5, py: 1, borderRadius: 1, cursor: 'pointer', bgcolor: indice === ativa ? 'action.selected' : undefined }}
            >
              <Typography variant="body2">{pessoa.nome}</Typography>
            </Box>
          ))}
        </Paper>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {onCancelar && (
          <Button onClick={onCancelar} disabled={enviando}>
            <Trans>Cancelar</Trans>
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={!limpo || longo || enviando}>
          {enviando ? <Trans>Enviando…</Trans> : acao}
        </Button>
      </Box>
    </Box>
  );
}
