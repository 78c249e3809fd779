import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatTelefone } from '../../../contract/telefone';
import { LTR_INPUT } from '../../ui/form/ltrInput';
import { UFS } from '../../../contract/uf';
import type { Site, SiteCreateBody } from '../../../contract/sites';
import { EditorDialog } from '../../ui/editor/EditorDialog';
import { useEditor } from '../../ui/editor/useEditor';
import { notify } from '../../ui/toast/notify';
import { checkSite, maskCep, siteFormValues, type SiteFormValues } from './siteForm';
import { sitesApi } from './sitesApi';

interface SiteEditorProps {
  id: string | null;
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(6, 1fr)' } }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const span = (columns: number) => ({ gridColumn: { sm: `span ${columns}` } });

/** Create, edit or (read-only) view a site: every field of DESIGN.md §4, checked as the server checks it. */
export function SiteEditor({ id, readOnly, onClose, onSaved }: SiteEditorProps) {
  const { t, i18n } = useLingui();
  const editor = useEditor<Site, SiteFormValues, SiteCreateBody>({
    id,
    load: sitesApi.get,
    create: sitesApi.create,
    update: sitesApi.update,
    toValues: siteFormValues,
    check: (values) => checkSite(values, i18n),
    onSaved: (site, created) => {
      notify(created ? t`Site criado: ${site.nome}` : t`Site salvo: ${site.nome}`, 'success');
      onSaved();
    },
  });

  const field = (name: keyof SiteFormValues, label: string, columns: number, extra: object = {}) => (
    <TextField {...editor.text(name)} label={label} sx={span(columns)} slotProps={{ htmlInput: { readOnly } }} {...extra} />
  );

  const title = readOnly ? t`Site` : id ? t`Editar site` : t`Novo site`;

  return (
    <EditorDialog title={editor.record ? `${title}: ${editor.record.nome}` : title} editor={editor} readOnly={readOnly} onClose={onClose}>
      <Section title={t`Identificação`}>
        {field('nome', t`Nome`, 4, { required: true, autoFocus: !readOnly })}
        {field('codigo', t`Código`, 2)}
      </Section>
      <Section title={t`Endereço`}>
        <TextField
          {...editor.text('cep')}
          onChange={(event) => editor.set('cep', maskCep(event.target.value))}
          label={t`CEP`}
          placeholder="00000-000"
          sx={span(2)}
          slotProps={{ htmlInput: { readOnly, inputMode: 'numeric', autoComplete: 'postal-code' } }}
        />
        {field('logradouro', t`Logradouro`, 4)}
        {field('numero', t`Número`, 2)}
        {field('complemento', t`Complemento`, 4)}
        {field('bairro', t`Bairro`, 2)}
        {field('cidade', t`Cidade`, 3)}
        <TextField
          {...editor.text('uf')}
          select
          label={t`UF`}
          sx={span(1)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { disabled: readOnly } }}
        >
          <option value="">{t`—`}</option>
          {UFS.map((uf) => (
            <option key={uf.sigla} value={uf.sigla}>
              {uf.sigla} · {uf.nome}
            </option>
          ))}
        </TextField>
      </Section>
      <Section title={t`Coordenadas (opcional)`}>
        {field('latitude', t`Latitude`, 3, { placeholder: '-23,5505', slotProps: { htmlInput: { readOnly, inputMode: 'decimal' } } })}
        {field('longitude', t`Longitude`, 3, { placeholder: '-46,6333', slotProps: { htmlInput: { readOnly, inputMode: 'decimal' } } })}
      </Section>
      <Section title={t`Contato no local`}>
        {field('contato_nome', t`Nome do contato`, 2)}
        <TextField
          {...editor.text('contato_telefone')}
          onBlur={(event) => editor.set('contato_telefone', event.target.value ? formatTelefone(event.target.value) : '')}
          label={t`Telefone`}
          placeholder="(11) 98765-4321"
          sx={span(2)}
          slotProps={{ htmlInput: { ...LTR_INPUT, readOnly, inputMode: 'tel', autoComplete: 'tel' } }}
        />
        {field('contato_email', t`E-mail`, 2, { type: 'email', slotProps: { htmlInput: { readOnly, autoComplete: 'email' } } })}
      </Section>
      {field('observacoes', t`Observações`, 6, { multiline: true, minRows: 3 })}
    </EditorDialog>
  );
}
