import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import FormControl from '@mui/material/FormControl';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { Entrega } from './checkoutMachine';
import { TextInput } from '@/ui/form/TextInput';
import { useFormFields } from '@/ui/form/useFormFields';
import { required, validate } from '@/ui/form/validation';

export const PAYMENT_METHODS = ['pix', 'cartao', 'boleto'] as const satisfies readonly Entrega['pagamento'][];
export type PaymentMethod = Entrega['pagamento'];


const CEP_PATTERN = /^\d{5}-?\d{3}$/;

const CHECKS = {
  nome: required(msg`Informe quem recebe o pedido.`),
  endereco: required(msg`Informe o endereço de entrega.`),
  cidade: required(msg`Informe a cidade.`),
  cep: (value: string) => (CEP_PATTERN.test(value.trim()) ? null : msg`Informe o CEP com 8 dígitos, como 01310-100.`),
};

/** Where the order goes and how it is paid; nothing leaves the browser (the demo API has no order route). */
export function DeliveryForm({ onBack, onPlace }: { onBack: () => void; onPlace: (delivery: Entrega) => void }) {
  const { t, i18n } = useLingui();
  const { values, setErrors, field } = useFormFields({ nome: '', endereco: '', cidade: '', cep: '' });
  const [pagamento, setPagamento] = useState<PaymentMethod>('pix');
  const methods: Record<PaymentMethod, string> = { pix: t`Pix`, cartao: t`Cartão de crédito`, boleto: t`Boleto` };

  const place = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validate(values, CHECKS, (descriptor) => i18n._(descriptor));
    setErrors(errors);
    const first = Object.keys(errors)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onPlace({ nome: values.nome.trim(), endereco: values.endereco.trim(), cidade: values.cidade.trim(), cep: values.cep.trim(), pagamento });
  };

  return (
    <Box component="form" noValidate onSubmit={place} sx={{ display: 'grid', gap: 2 }}>
      <TextInput label={t`Nome de quem recebe`} autoComplete="name" {...field('nome')} />
      <TextInput label={t`Endereço`} autoComplete="street-address" {...field('endereco')} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <TextInput label={t`Cidade`} autoComplete="address-level2" {...field('cidade')} />
        <TextInput label={t`CEP`} autoComplete="postal-code" inputProps={{ inputMode: 'numeric' }} {...field('cep')} />
      </Box>
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {t`Pagamento`}
        </FormLabel>
        <RadioGroup row value={pagamento} onChange={(event) => setPagamento(event.target.value as PaymentMethod)}>
          {PAYMENT_METHODS.map((method) => (
            <FormControlLabel key={method} value={method} control={<Radio />} label={methods[method]} />
          ))}
        </RadioGroup>
      </FormControl>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onBack}>{t`Voltar ao carrinho`}</Button>
        <Button type="submit" variant="contained">
          {t`Fazer pedido`}
        </Button>
      </Box>
    </Box>
  );
}
