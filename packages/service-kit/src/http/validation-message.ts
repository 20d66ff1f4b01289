import type { ValidationDetail } from '../errors.ts';

/** The shape of one Ajv error as Fastify hands it over (`error.validation`). */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message?: string;
}

const TYPE_NAMES: Record<string, string> = {
  number: 'a number',
  integer: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};

const list = (values: unknown) => (Array.isArray(values) ? values : [values]).map(String).join(', ');

function describe(error: SchemaError, branches: SchemaError[]): string {
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'type':
      return `must be ${String(p.type)
        .split(',')
        .map((type) => TYPE_NAMES[type] ?? type)
        .join(' or ')}`;
    case 'minimum':
      return `must be at least ${p.limit}`;
    case 'exclusiveMinimum':
      return `must be greater than ${p.limit}`;
    case 'maximum':
      return `must be at most ${p.limit}`;
    case 'exclusiveMaximum':
      return `must be less than ${p.limit}`;
    case 'minLength':
      return p.limit === 1 ? 'must not be empty' : `must be at least ${p.limit} characters long`;
    case 'maxLength':
      return `must be at most ${p.limit} characters long`;
    case 'minItems':
      return `must have at least ${p.limit} item${p.limit === 1 ? '' : 's'}`;
    case 'maxItems':
      return `must have at most ${p.limit} item${p.limit === 1 ? '' : 's'}`;
    case 'uniqueItems':
      return 'must not contain the same item twice';
    case 'multipleOf':
      return `must be a multiple of ${p.multipleOf}`;
    case 'enum':
      return `must be one of: ${list(p.allowedValues)}`;
    case 'const':
      return `must be ${String(p.allowedValue)}`;
    case 'pattern':
      return 'has an invalid format';
    case 'format':
      return `must be a valid ${String(p.format).replace(/-/g, ' ')}`;
    case 'additionalProperties':
      return 'is not allowed';
    case 'anyOf':
    case 'oneOf': {
      // TypeBox unions of literals compile to anyOf/const: report them as a list of allowed values.
      if (branches.length > 0 && branches.every((branch) => branch.keyword === 'const')) {
        return `must be one of: ${branches.map((branch) => String(branch.params.allowedValue)).join(', ')}`;
      }
      return 'does not match any allowed form';
    }
    default:
      return error.message ?? 'is invalid';
  }
}

function fieldOf(error: SchemaError): string {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    segments.push(error.params.missingProperty);
  }
  if (error.keyword === 'additionalProperties' && typeof error.params.additionalProperty === 'string') {
    segments.push(error.params.additionalProperty);
  }
  return segments.join('.');
}

/** Turns Ajv's errors into one detail per problem; branch errors of a union fold into the union's. */
export function toValidationDetails(errors: SchemaError[], location: string): ValidationDetail[] {
  const unions = errors.filter((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf');
  const branchesOf = (union: SchemaError) =>
    errors.filter((error) => error !== union && error.schemaPath.startsWith(`${union.schemaPath}/`));
  const folded = new Set(unions.flatMap(branchesOf));
  return errors
    .filter((error) => !folded.has(error))
    .map((error) => ({ location, field: fieldOf(error), message: describe(error, branchesOf(error)) }));
}

const LABELS: Record<string, [named: string, whole: string]> = {
  body: ['Field', 'The request body'],
  querystring: ['Query parameter', 'The query string'],
  params: ['Path parameter', 'The path'],
  headers: ['Header', 'The request headers'],
};

/** `Query parameter "limit" must be at most 100.` */
export function sentenceFor(detail: ValidationDetail): string {
  const [named, whole] = LABELS[detail.location] ?? ['Field', 'The request'];
  const subject = detail.field ? `${named} "${detail.field}"` : whole;
  return `${subject} ${detail.message}.`;
}

/** One message naming the first problems, e.g. for `{ error: 'validation', message, details }`. */
export function validationMessage(details: ValidationDetail[]): string {
  if (details.length === 0) return 'The request is not valid.';
  const shown = details.slice(0, 3).map(sentenceFor).join(' ');
  const more = details.length - 3;
  return more > 0 ? `${shown} And ${more} more problem${more === 1 ? '' : 's'}.` : shown;
}
