from typing import Any

class ValidationError(Exception):
    def __init__(self, path: str, message: str):
        self.path = path
        self.message = message
        super().__init__(f"{path or '$'}: {message}")

TYPES = {"string": str, "integer": int, "number": (int, float), "boolean": bool,
         "object": dict, "array": list, "null": type(None)}

def validate(value: Any, schema: dict, path: str = "") -> list[ValidationError]:
    errors: list[ValidationError] = []
    t = schema.get("type")
    if t is not None:
        expected = TYPES[t]
        ok = isinstance(value, expected)
        if t in ("integer", "number") and isinstance(value, bool):
            ok = False
        if not ok:
            errors.append(ValidationError(path, f"expected {t}, got {type(value).__name__}"))
            return errors
    if "enum" in schema and value not in schema["enum"]:
        errors.append(ValidationError(path, f"{value!r} not in {schema['enum']}"))
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if "minimum" in schema and value < schema["minimum"]:
            errors.append(ValidationError(path, f"{value} < minimum {schema['minimum']}"))
        if "maximum" in schema and value > schema["maximum"]:
            errors.append(ValidationError(path, f"{value} > maximum {schema['maximum']}"))
    if isinstance(value, str) and "maxLength" in schema and len(value) > schema["maxLength"]:
        errors.append(ValidationError(path, f"length {len(value)} > {schema['maxLength']}"))
    if isinstance(value, dict):
        for req in schema.get("required", []):
            if req not in value:
                errors.append(ValidationError(path, f"missing required property {req!r}"))
        for key, sub in schema.get("properties", {}).items():
            if key in value:
                errors.extend(validate(value[key], sub, f"{path}.{key}"))
        if schema.get("additionalProperties") is False:
            extra = sorted(set(value) - set(schema.get("properties", {})))
            for k in extra:
                errors.append(ValidationError(f"{path}.{k}", "additional property not allowed"))
    if isinstance(value, list) and "items" in schema:
        for i, item in enumerate(value):
            errors.extend(validate(item, schema["items"], f"{path}[{i}]"))
    return errors

schema = {
    "type": "object",
    "required": ["id", "name", "tags"],
    "additionalProperties": False,
    "properties": {
        "id": {"type": "integer", "minimum": 1},
        "name": {"type": "string", "maxLength": 8},
        "score": {"type": "number", "maximum": 100},
        "active": {"type": "boolean"},
        "tags": {"type": "array", "items": {"type": "string", "enum": ["a", "b", "c"]}},
    },
}
docs = [
    {"id": 1, "name": "ok", "tags": ["a"]},
    {"id": 0, "name": "waytoolongname", "tags": ["a", "z", 3], "score": 101.5},
    {"id": True, "tags": [], "colour": "red", "active": "yes"},
    [1, 2],
]
for doc in docs:
    errs = validate(doc, schema)
    print("VALID" if not errs else f"{len(errs)} error(s)")
    for e in errs:
        print("  -", e)
raise validate(docs[2], schema)[0]
