// The schema half of the profile check: the generated standalone validator's errors, each turned into a
// problem that names the JSON pointer and says the reason in words (with "did you mean" for a misspelt key).
import validateShopProfile from '../generated/validate-shop-profile.js';
import schema from '../../schemas/shop-profile.schema.json';
import type { ProfileProblem, ResolvedProfile } from '../shop/resolved-profile';
import { nearestKey } from './nearest-key';
import { pointerSegment } from './resolve';

/** What the schema refuses in a resolved profile; empty when it passes. */
export function schemaProblems(resolved: ResolvedProfile): ProfileProblem[] {
  const at = (pointer: string, reason: string): ProfileProblem => ({
    ...resolved.originOf(pointer),
    reason,
    rule: 'schema',
  });
  if (validateShopProfile(resolved.profile)) return [];
  return (validateShopProfile.errors ?? []).map((error) => {
    if (error.keyword === 'additionalProperties') {
      const key = String(error.params.additionalProperty);
      const pointer = `${error.instancePath}/${pointerSegment(key)}`;
      const nearest = nearestKey(key, knownKeysAt(error.instancePath));
      return at(pointer, `unknown key "${key}"${nearest ? ` (did you mean "${nearest}"?)` : ''}`);
    }
    if (error.keyword === 'required') {
      return at(error.instancePath, `missing required field "${String(error.params.missingProperty)}"`);
    }
    const described = schemaNodeAt(error.instancePath)?.description;
    const reason =
      error.keyword === 'pattern' && described
        ? `must be ${lowerFirst(described)}`
        : (error.message ?? 'is invalid');
    return at(
      error.instancePath,
      `${reason} (got ${JSON.stringify(valueAt(resolved.profile, error.instancePath))})`,
    );
  });
}

type SchemaNode = {
  $ref?: string;
  description?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
};

const unescapeSegment = (segment: string) => segment.replaceAll('~1', '/').replaceAll('~0', '~');

/** The schema node that describes an instance path (following $refs), if the path is a plain one. */
function schemaNodeAt(instancePath: string): SchemaNode | undefined {
  const root = schema as SchemaNode & { $defs: Record<string, SchemaNode> };
  const deref = (node: SchemaNode | undefined): SchemaNode | undefined =>
    node?.$ref ? root.$defs[node.$ref.replace('#/$defs/', '')] : node;
  let node: SchemaNode | undefined = root;
  for (const segment of instancePath.split('/').slice(1)) {
    node = deref(node);
    node = /^\d+$/.test(segment) && node?.items ? node.items : node?.properties?.[unescapeSegment(segment)];
  }
  return deref(node);
}

/** The property names the schema allows at an instance path (for "did you mean"). */
const knownKeysAt = (instancePath: string): string[] =>
  Object.keys(schemaNodeAt(instancePath)?.properties ?? {});

function valueAt(document: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (value, segment) => (value as Record<string, unknown> | undefined)?.[unescapeSegment(segment)],
      document,
    );
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1).replace(/\.$/, '');
