import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatTelefone } from '#contract/telefone';
import { LTR_INPUT } from '../../ui/form/ltrInput';
import { UFS } from '#contract/uf';
import type { Site, SiteCreateBody } from '#contract/sites';
import { EditorDialog } from '../../ui/editor/EditorDialog';
import { CAMPO_LARGO, EditorRow } from '../../ui/editor/EditorRow';
import { EditorSection } from '../../ui/editor/EditorSection';
import { useEditor } from '../../ui/editor/useEditor';
import { notify } from '../../ui/toast/notify';
import { pode } from '#contract/permissoes';
import { useSession } from '../../app/session/useSession';
import { RelatorioAoClienteSwitch } from './RelatorioAoClienteSwitch';
import { SeguirSite } from './SeguirSite';
import { checkSite, maskCep, siteFormValues, type SiteFormCampo, type SiteFormValues } from './siteForm';
import { sitesApi } from './sitesApi';

interface SiteEditorProps {
  id: string | null;
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** Create, edit or (read-only) view a site: every field of a site, checked as the server checks it. */
export function SiteEditor({ id, readOnly, onClose, onSaved }: SiteEditorProps) {
  const { t, i18n } = useLingui();
  const { empresa } = useSession();
  // Whether the person follows the site, as it was read: the saves answer the site without it.
  const [seguindo, setSeguindo] = useState<boolean | null>(null);
  const editor = useEditor<Site, SiteFormValues, SiteCreateBody>({
    id,
    load: async (siteId) => {
      const site = await sitesApi.get(siteId);
      setSeguindo(site.seguindo);
      return site;
    },
    create: sitesApi.create,
    update: sitesApi.update,
    toValues: siteFormValues,
    check: (values) => checkSite(values, i18n),
    onSaved: (site, created) => {
      notify(created ? t`Site criado: ${site.nome}` : t`Site salvo: ${site.nome}`, 'success');
      onSaved();
    },
  });

  const field = (name: SiteFormCampo, label: string, extra: object = {}) => (
    <TextField {...editor.text(name)} label={label} slotProps={{ htmlInput: { readOnly } }} {...extra} />
  );

  const title = readOnly ? t`Site` : id ? t`Editar site` : t`Novo site`;

  return (
    <EditorDialog title={editor.record ? `${title}: ${editor.record.nome}` : title} editor={editor} readOnly={readOnly} onClose={onClose}>
      {id && seguindo !== null && pode(empresa?.papel, 'sites.seguir') && <SeguirSite key={id} siteId={id} seguindo={seguindo} />}
      <EditorSection title={t`Identificação`}>
        <EditorRow>
          {field('nome', t`Nome`, { required: true, autoFocus: !readOnly, sx: CAMPO_LARGO })}
          {field('codigo', t`Código`)}
        </EditorRow>
      </EditorSection>
      <EditorSection title={t`Endereço`}>
        <EditorRow>
          <TextField
            {...editor.text('cep')}
            onChange={(event) => editor.set('cep', maskCep(event.target.value))}
            label={t`CEP`}
            placeholder="00000-000"
            slotProps={{ htmlInput: { readOnly, inputMode: 'numeric', autoComplete: 'postal-code' } }}
          />
          {field('logradouro', t`Logradouro`, { sx: CAMPO_LARGO })}
          {field('numero', t`Número`)}
        </EditorRow>
        <EditorRow>
          {field('complemento', t`Complemento`)}
          {field('bairro', t`Bairro`)}
        </EditorRow>
        <EditorRow>
          {field('cidade', t`Cidade`, { sx: CAMPO_LARGO })}
          <TextField
            {...editor.text('uf')}
            select
            label={t`UF`}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { readOnly } }}
          >
            <MenuItem value="">{t`—`}</MenuItem>
            {UFS.map((uf) => (
              <MenuItem key={uf.sigla} value={uf.sigla}>
                {uf.sigla} · {uf.nome}
              </MenuItem>
            ))}
          </TextField>
        </EditorRow>
      </EditorSection>
      <EditorSection title={t`Coordenadas (opcional)`}>
        <EditorRow>
          {field('latitude', t`Latitude`, { placeholder: '-23,5505', slotProps: { htmlInput: { readOnly, inputMode: 'decimal' } } })}
          {field('longitude', t`Longitude`, { placeholder: '-46,6333', slotProps: { htmlInput: { readOnly, inputMode: 'decimal' } } })}
        </EditorRow>
      </EditorSection>
      <EditorSection title={t`Contato no local`}>
        <EditorRow>
          {field('contato_nome', t`Nome do contato`)}
          <TextField
            {...editor.text('contato_telefone')}
            onBlur={(event) => editor.set('contato_telefone', event.target.value ? formatTelefone(event.target.value) : '')}
            label={t`Telefone`}
            placeholder="(11) 98765-4321"
            slotProps={{ htmlInput: { ...LTR_INPUT, readOnly, inputMode: 'tel', autoComplete: 'tel' } }}
          />
          {field('contato_email', t`E-mail`, { type: 'email', slotProps: { htmlInput: { readOnly, autoComplete: 'email' } } })}
        </EditorRow>
        <RelatorioAoClienteSwitch
          checked={editor.values.enviar_relatorio_ao_cliente}
          onChange={(enviar) => editor.set('enviar_relatorio_ao_cliente', enviar)}
          readOnly={readOnly}
          help={t`O link do relatório vai ao e-mail acima. O tipo de serviço também pode pedir o envio.`}
        />
      </EditorSection>
      {field('observacoes', t`Observações`, { multiline: true, minRows: 3 })}
    </EditorDialog>
  );
}
