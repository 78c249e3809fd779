import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { checkoutMachine, type CheckoutPasso } from './checkoutMachine';
import { inspector } from '@/app/inspector';
import { EmptyState } from '@/ui/EmptyState';
import { CartLines } from './CartLines';
import { DeliveryForm } from './DeliveryForm';
import { OrderSummary } from './OrderSummary';
import { SHOP_PATH } from './shopLabels';
import { emptyCart, useCart } from './useCart';

const STEP_INDEX: Record<CheckoutPasso, number> = { carrinho: 0, entrega: 1, feito: 2 };

/** The demo's checkout: the cart, then delivery and payment, then the order placed (the cart emptied). */
export function CheckoutBoard() {
  const { t } = useLingui();
  const lines = useCart();
  const [logic] = useState(() => checkoutMachine.provide({ actions: { esvaziarCarrinho: emptyCart } }));
  const checkout = useActorRef(logic, { inspect: inspector() });
  const step = useSelector(checkout, (snapshot) => snapshot.value as CheckoutPasso);
  const delivery = useSelector(checkout, (snapshot) => snapshot.context.entrega);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const steps = [t`Carrinho`, t`Entrega e pagamento`, t`Pedido feito`];

  // Each step's heading takes the focus when the step changes, so a keyboard or a screen reader starts there.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const continueShopping = (
    <Button component={Link} href={SHOP_PATH} variant="outlined">
      {t`Continuar comprando`}
    </Button>
  );

  let content;
  if (step === 'feito' && delivery) {
    const { nome, endereco, cidade } = delivery;
    content = (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center', py: 4 }}>
        <CheckCircleOutlined color="success" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h5" component="h2" ref={heading} tabIndex={-1}>
          {t`Pedido recebido`}
        </Typography>
        <Typography color="text.secondary">{t`Obrigado, ${nome}! O pedido será entregue em ${endereco}, ${cidade}.`}</Typography>
        {continueShopping}
      </Box>
    );
  } else if (lines.length === 0) {
    content = (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center' }}>
        <Typography variant="h5" component="h2" ref={heading} tabIndex={-1}>
          {steps[0]}
        </Typography>
        <EmptyState icon={<ShoppingCartOutlined />} title={t`O carrinho está vazio`}>
          {t`Escolha produtos na loja para fazer um pedido.`}
        </EmptyState>
        <Button component={Link} href={SHOP_PATH} variant="contained">
          {t`Ir para a loja`}
        </Button>
      </Box>
    );
  } else {
    content = (
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' } }}>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }}>
          <Typography variant="h5" component="h2" ref={heading} tabIndex={-1}>
            {steps[STEP_INDEX[step]]}
          </Typography>
          {step === 'carrinho' ? (
            <>
              <CartLines lines={lines} />
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {continueShopping}
                <Button variant="contained" onClick={() => checkout.send({ type: 'checkout.continuar' })}>
                  {t`Continuar`}
                </Button>
              </Box>
            </>
          ) : (
            <DeliveryForm onBack={() => checkout.send({ type: 'checkout.voltar' })} onPlace={(entrega) => checkout.send({ type: 'checkout.fazerPedido', entrega })} />
          )}
        </Box>
        <OrderSummary lines={lines} />
      </Box>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 3 }}>
      <Stepper activeStep={STEP_INDEX[step]} alternativeLabel>
        {steps.map((label, index) => (
          <Step key={label} completed={index < STEP_INDEX[step] || step === 'feito'}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {content}
    </Paper>
  );
}
