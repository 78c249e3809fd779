import type { TipoServico, TipoServicoCreateBody, TipoServicoUpdateBody } from '#contract/tiposServico';
import { recordApi } from '../../http/recordApi';

export const tiposServicoApi = recordApi<TipoServico, TipoServicoCreateBody, TipoServicoUpdateBody>('/tipos-servicos');
