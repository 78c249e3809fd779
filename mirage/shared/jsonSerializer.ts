import { Collection, Serializer } from 'miragejs';

/**
 * A Mirage serializer that renders a model, or each model of a collection, with `toJson`: the template's
 * endpoints answer bare arrays and nested objects, not Mirage's `{ modelName: [...] }` envelopes.
 */
export function jsonSerializer<M>(toJson: (model: M) => unknown): unknown {
  return Serializer.extend({
    serialize(resource: M | Collection<M>) {
      return resource instanceof Collection ? resource.models.map(toJson) : toJson(resource);
    },
  });
}
