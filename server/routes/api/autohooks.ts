// Every route under /api needs a live session unless it says `config: { publica: true }`.
export { requireSession as default } from '../../plugins/app/session';
