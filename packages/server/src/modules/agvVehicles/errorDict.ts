import { agvErrorDictResource, ERROR_CATEGORIES, ERROR_LEVELS } from '@agvs/contract';
import type { Row, ServerResource } from '../../resources/definition.js';
import { fieldError } from '../sysconfig/fieldError.js';

/** Level and category must be ones the monitor knows (SPEC §4), not any text. */
function checkKinds(body: Row): void {
  if (body['errorLevel'] != null && !(ERROR_LEVELS as readonly unknown[]).includes(body['errorLevel'])) throw fieldError('errorLevel', 'agvVehicles.unknownErrorLevel');
  if (body['category'] != null && !(ERROR_CATEGORIES as readonly unknown[]).includes(body['category'])) throw fieldError('category', 'agvVehicles.unknownErrorCategory');
}

/**
 * The error dictionary (SPEC §4 levels and categories): what each code a vehicle or the system
 * reports means and how to solve it. Recorded errors keep their code, so deleting an entry
 * only takes its name and solution from the history's rows.
 */
export const agvErrorDictServerResource: ServerResource = {
  manifest: agvErrorDictResource,
  table: 'error_dict',
  columns: {
    errorCode: 'error_code',
    errorLevel: 'error_level',
    category: 'category',
    errorName: 'error_name',
    description: 'description',
    solution: 'solution',
    createTime: 'created_at',
  },
  tenant: { kind: 'column', column: 'tenant_id' },
  createdColumn: 'created_at',
  prepare: (values, body, ctx) => {
    checkKinds(body);
    // The table keeps text, never null, for the optional texts.
    for (const column of ['description', 'solution']) {
      if (values[column] === null || (ctx.mode === 'add' && values[column] === undefined)) values[column] = '';
    }
    return values;
  },
};
