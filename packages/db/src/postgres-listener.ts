import pg from 'pg';

/** How long a lost listening connection waits before it reconnects. */
const RECONNECT_DELAY_MS = 1_000;

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to other queries). A lost
 * connection may have missed notifications, so the listener is told once (with a null payload),
 * then reconnects until stopped: a consumer that rebuilds on notification stays correct across a
 * database restart. `onListening` is called each time the LISTEN is in place, the first time and
 * after every reconnection: from then on no notification is missed.
 */
export async function listenOnPostgres(
  databaseUrl: string,
  channel: string,
  onNotify: (payload: string | null) => void,
  onListening: () => void = () => {},
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    client = next;
    onListening();
  };

  const lost = (which: pg.Client): void => {
    if (stopped || client !== which) return;
    client = undefined;
    which.end().catch(() => {});
    onNotify(null);
    const attempt = (): void => {
      retry = setTimeout(() => {
        if (stopped) return;
        connect().catch(attempt);
      }, RECONNECT_DELAY_MS);
      retry.unref();
    };
    attempt();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
    client = undefined;
  };
}
