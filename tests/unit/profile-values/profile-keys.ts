// Every leaf key a shop profile can set, enumerated from the schema (never a hand list), so a key added to
// the schema is checked for a reader from the moment it exists.

type SchemaNode = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
};

export interface ProfileSchema extends SchemaNode {
  title: string;
  $defs: Record<string, SchemaNode>;
}

export interface ProfileKey {
  /** Where ops set it, e.g. `limits.timing.requestTimeoutMs`; `MenuItem.key` for a type used in many places. */
  name: string;
  /**
   * The key as the generated types declare it: the interface (the schema's `$defs` name, or its title for the
   * root) then the property names, e.g. `Limits.timing.requestTimeoutMs`. The read detector reports the same.
   */
  typePath: string;
  /** Declared by a type the profile uses in several places (MenuItem): one key, many values. */
  shared: boolean;
}

const defName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

/** Leaf keys: properties whose value holds no further named properties (numbers, texts, lists of them). */
export function profileKeys(schema: ProfileSchema): ProfileKey[] {
  const text = JSON.stringify(schema);
  // A type referenced from one place is named by that place; a shared one (MenuItem) by its own name.
  const sharedDef = (name: string) => text.split(`"#/$defs/${name}"`).length - 1 > 1;
  const keys = new Map<string, ProfileKey>();

  const walk = (node: SchemaNode, typePath: string, name: string, shared = false): void => {
    if (node.$ref) {
      const target = defName(node.$ref);
      const def = schema.$defs[target];
      if (def?.properties || def?.items) {
        if ([...keys.values()].some((key) => key.typePath.startsWith(`${target}.`))) return;
        return sharedDef(target) ? walk(def, target, target, true) : walk(def, target, name, shared);
      }
    }
    if (node.properties) {
      for (const [property, child] of Object.entries(node.properties)) {
        walk(child, `${typePath}.${property}`, name ? `${name}.${property}` : property, shared);
      }
      return;
    }
    if (node.items && (node.items.$ref || node.items.properties)) {
      const before = keys.size;
      walk(node.items, typePath, `${name}[]`, shared);
      if (keys.size > before || node.items.$ref) return;
    }
    keys.set(typePath, { name, typePath, shared });
  };

  walk(schema, schema.title, '');
  return [...keys.values()];
}
