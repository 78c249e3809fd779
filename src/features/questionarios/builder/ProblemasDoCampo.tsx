import FormHelperText from '@mui/material/FormHelperText';

/** The publish problems of a group of fields (options, rule, points), read out with it. */
export function ProblemasDoCampo({ id, mensagens }: { id: string; mensagens: string[] }) {
  if (mensagens.length === 0) return null;
  return (
    <div id={id}>
      {mensagens.map((mensagem) => (
        <FormHelperText key={mensagem} error>
          {mensagem}
        </FormHelperText>
      ))}
    </div>
  );
}
