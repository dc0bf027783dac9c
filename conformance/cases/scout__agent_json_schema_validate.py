import json

SCHEMA = {"type": "object", "required": ["id", "name", "tags"],
          "properties": {"id": {"type": "integer", "minimum": 1}, "name": {"type": "string", "maxLength": 10},
                         "tags": {"type": "array", "items": {"type": "string"}}, "score": {"type": "number"}}}
TYPES = {"object": dict, "integer": int, "string": str, "array": list, "number": (int, float)}

def validate(value, schema, path="$"):
    errors = []
    expected = TYPES[schema["type"]]
    if not isinstance(value, expected) or (schema["type"] in ("integer", "number") and isinstance(value, bool)):
        return [f"{path}: expected {schema['type']}, got {type(value).__name__}"]
    if schema["type"] == "object":
        for key in schema.get("required", []):
            if key not in value:
                errors.append(f"{path}: missing required {key!r}")
        for key, sub in schema.get("properties", {}).items():
            if key in value:
                errors += validate(value[key], sub, f"{path}.{key}")
    elif schema["type"] == "array":
        for i, item in enumerate(value):
            errors += validate(item, schema["items"], f"{path}[{i}]")
    elif schema["type"] == "string" and len(value) > schema.get("maxLength", float("inf")):
        errors.append(f"{path}: longer than {schema['maxLength']}")
    elif schema["type"] == "integer" and value < schema.get("minimum", value):
        errors.append(f"{path}: below minimum {schema['minimum']}")
    return errors

docs = ['{"id": 1, "name": "ok", "tags": ["a"]}', '{"id": 0, "name": "a very long name", "tags": ["a", 2]}',
        '{"id": true, "tags": "x", "score": "high"}', '[1, 2]', '{"id": 3, "name": "n", "tags": [], "score": 4.5}']
for d in docs:
    errs = validate(json.loads(d), SCHEMA)
    print("VALID" if not errs else "INVALID", *errs, sep="\n  ")
print(json.dumps(SCHEMA["properties"]["id"]), json.loads('{"a": NaN}')["a"], json.loads("1e400"))
json.loads('{"id": 1, "name": "x", tags: []}')
