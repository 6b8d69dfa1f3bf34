import { createEvent, EventTypes } from '@labellens/event-contracts';
import type { DataSource } from 'typeorm';
import { eraseOutboxRowsAbout, OutboxWriter } from '../src';
import { createEventsTestDataSource } from './support/test-data-source';

let dataSource: DataSource;
let drop: () => Promise<void>;
const writer = new OutboxWriter({ notify: false });

const payment = (aggregateId: string, userId: string) =>
  createEvent(EventTypes.PaymentSucceededV1, aggregateId, {
    paymentId: `pay-${aggregateId}`,
    userId,
    amountCents: 500,
    currency: 'eur',
    scansGranted: 5,
    kind: 'payg',
    createdAt: '2025-05-01T12:00:00.000Z',
  });

const registered = (userId: string) =>
  createEvent(EventTypes.UserRegisteredV1, userId, {
    userId,
    email: `${userId}@example.com`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    createdAt: '2025-05-01T12:00:00.000Z',
  });

async function outboxIds(): Promise<string[]> {
  const rows = await dataSource.query<{ id: string }[]>(
    'SELECT id FROM outbox_events ORDER BY position',
  );
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  ({ dataSource, drop } = await createEventsTestDataSource('events_outbox_erasure'));
});

afterEach(async () => {
  await dataSource.query('DELETE FROM outbox_events');
});

afterAll(async () => {
  await drop();
});

describe('eraseOutboxRowsAbout', () => {
  it("deletes the person's rows, sent or waiting, by aggregate or payload userId, and keeps others'", async () => {
    const sent = registered('gone-user');
    const waiting = payment('gone-user', 'gone-user');
    const aboutThemElsewhere = payment('order-7', 'gone-user');
    const other = registered('other-user');
    const otherPayment = payment('order-8', 'other-user');
    await dataSource.transaction((manager) =>
      writer.append(manager, [sent, waiting, aboutThemElsewhere, other, otherPayment]),
    );
    await dataSource.query('UPDATE outbox_events SET published_at = now() WHERE id = ANY($1)', [
      [sent.id, other.id],
    ]);

    const erased = await dataSource.transaction((manager) =>
      eraseOutboxRowsAbout(manager, 'gone-user'),
    );

    expect(erased).toBe(3);
    expect(await outboxIds()).toEqual([other.id, otherPayment.id]);
  });

  it('deletes in the caller transaction: a rollback keeps the rows', async () => {
    const event = registered('kept-user');
    await dataSource.transaction((manager) => writer.append(manager, event));

    await expect(
      dataSource.transaction(async (manager) => {
        expect(await eraseOutboxRowsAbout(manager, 'kept-user')).toBe(1);
        throw new Error('erasure aborted');
      }),
    ).rejects.toThrow('erasure aborted');

    expect(await outboxIds()).toEqual([event.id]);
  });

  it('answers 0 when nothing is about the person', async () => {
    await dataSource.transaction((manager) => writer.append(manager, registered('someone')));
    expect(await dataSource.transaction((manager) => eraseOutboxRowsAbout(manager, 'nobody'))).toBe(
      0,
    );
    expect(await outboxIds()).toHaveLength(1);
  });
});
