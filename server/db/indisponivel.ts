/**
 * SQLSTATEs of a connection the server ended or would not open: admin_shutdown (a failover,
 * pg_terminate_backend), crash_shutdown, cannot_connect_now, too_many_connections and the
 * connection_exception class.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006']);
/** The socket's own errors, as Node names them. */
const SOCKET = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);
// pg gives these no code: the socket closed under a query, or a query sent on a client after that.
const PG_SEM_CONEXAO = /^Connection terminated|is not queryable$/;

/**
 * Whether `error` says the database could not be reached, rather than that the query was wrong:
 * the request may succeed a moment later, on a new connection.
 */
export function bancoIndisponivel(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SQLSTATES.has(code) || SOCKET.has(code))) return true;
  return PG_SEM_CONEXAO.test(error.message);
}
