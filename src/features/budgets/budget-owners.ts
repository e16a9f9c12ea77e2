// The chooser's tree from the directory: departments, each with its people. A value names the owner's kind
// and id ('department:admin', 'person:p-member') so one string picks whose budgets to list.
import type { BudgetOwnerKind } from '../../../engine';
import type { TreeOption } from '../../components/tree-select';
import type { BudgetDirectory, BudgetOwner } from '../../../engine/contract';

const valueOf = (ownerKind: BudgetOwnerKind, ownerId: string) => `${ownerKind}:${ownerId}`;

export const ownerValue = ({ ownerKind, ownerId }: BudgetOwner) => valueOf(ownerKind, ownerId);

export function ownerOf(value: string): BudgetOwner | undefined {
  const [kind, ...rest] = value.split(':');
  const ownerId = rest.join(':');
  if (!ownerId || (kind !== 'department' && kind !== 'person')) return undefined;
  return { ownerKind: kind, ownerId };
}

export const ownerTree = (directory: BudgetDirectory): TreeOption[] =>
  directory.departments.map((department) => ({
    value: valueOf('department', department.id),
    label: department.name,
    children: department.people.map((person) => ({
      value: valueOf('person', person.id),
      label: person.name,
    })),
  }));

/** Who is shown first: the member's own department, else the first department. */
export function firstOwner(directory: BudgetDirectory): BudgetOwner | undefined {
  const departmentId = directory.mine?.departmentId ?? directory.departments[0]?.id;
  return departmentId === undefined ? undefined : { ownerKind: 'department', ownerId: departmentId };
}
