import type { Configuracoes, ConfiguracoesUpdateBody } from '#contract/configuracoes';
import { http } from '../../http/client';

/** /api/configuracoes: the current company's data and settings. */
export const configuracoesApi = {
  get: () => http.get<Configuracoes>('/configuracoes').then((response) => response.data),
  update: (body: ConfiguracoesUpdateBody) => http.put<Configuracoes>('/configuracoes', body).then((response) => response.data),
  enviarLogo: (file: File, versao: number) => {
    const form = new FormData();
    form.append('logo', file);
    return http.put<Configuracoes>('/configuracoes/logo', form, { params: { versao } }).then((response) => response.data);
  },
  removerLogo: (versao: number) => http.delete<Configuracoes>('/configuracoes/logo', { params: { versao } }).then((response) => response.data),
};
