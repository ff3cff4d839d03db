import type { OperationUnit } from '@stride/contract';
import type { DatabaseHandle } from '@stride/db';
import type { RequestContext } from '../../context';
import { NotFoundError } from '../../errors';
import { findOperationUnit, listOpeningHours, listOperationUnitParameters } from './queries';

const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

/** A store with exactly seven opening-hours entries, Monday … Sunday; a missing day is closed. */
export async function getOperationUnit(db: DatabaseHandle, ctx: RequestContext, id: number): Promise<OperationUnit> {
  const [unit, hours, parameters] = await Promise.all([
    findOperationUnit(db, id, ctx.locale),
    listOpeningHours(db, id),
    listOperationUnitParameters(db, id),
  ]);
  if (!unit) throw new NotFoundError('operation_unit_not_found', { value: id }, 'id');
  const byDay = new Map(hours.map((row) => [row.day, row]));
  return {
    id: unit.id,
    name: unit.name,
    description: unit.description,
    street: unit.street,
    zip: unit.zip,
    town: { name: unit.town },
    district: { name: unit.district },
    phone: unit.phone,
    email: unit.email,
    openingHours: WEEK.map((day) => ({
      day,
      from: byDay.get(day)?.opensAt ?? null,
      to: byDay.get(day)?.closesAt ?? null,
    })),
    parameters,
  };
}
