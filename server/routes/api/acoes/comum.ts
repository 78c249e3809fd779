export const tags = ['ações corretivas'];
