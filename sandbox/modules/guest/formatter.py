# string.Formatter for the guest, written for the sandbox: CPython's str.format machinery as
# overridable methods (parse, get_field, get_value, convert_field, format_field, vformat).
# Run by the sandbox as guest code: field lookups use the guest's getattr (the gate).

__all__ = ["Formatter"]


def _parse(text):
    literal = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == "{":
            if text[i + 1:i + 2] == "{":
                literal.append("{")
                yield "".join(literal), None, None, None
                literal = []
                i += 2
                continue
            depth, j = 1, i + 1
            in_bracket = False
            while j < n:
                ch = text[j]
                if ch == "[" and depth == 1:
                    in_bracket = True
                elif ch == "]":
                    in_bracket = False
                elif ch == "{" and not in_bracket:
                    depth += 1
                elif ch == "}" and not in_bracket:
                    depth -= 1
                    if depth == 0:
                        break
                j += 1
            if j >= n:
                if i + 1 == n:
                    raise ValueError("Single '{' encountered in format string")
                if depth > 1:
                    raise ValueError("unmatched '{' in format spec")
                raise ValueError("expected '}' before end of string")
            field = text[i + 1:j]
            name_end, k, in_bracket = len(field), 0, False
            while k < len(field):
                ch = field[k]
                if ch == "[":
                    in_bracket = True
                elif ch == "]":
                    in_bracket = False
                elif ch in "!:" and not in_bracket:
                    name_end = k
                    break
                k += 1
            name = field[:name_end]
            if "{" in name:
                raise ValueError("unexpected '{' in field name")
            conversion, spec = None, ""
            rest = field[name_end:]
            if rest.startswith("!"):
                if len(rest) < 2:
                    raise ValueError("end of string while looking for conversion specifier")
                conversion = rest[1]
                rest = rest[2:]
                if rest and not rest.startswith(":"):
                    raise ValueError("expected ':' after conversion specifier")
            if rest.startswith(":"):
                spec = rest[1:]
            yield "".join(literal), name, spec, conversion
            literal = []
            i = j + 1
        elif c == "}":
            if text[i + 1:i + 2] != "}":
                raise ValueError("Single '}' encountered in format string")
            literal.append("}")
            yield "".join(literal), None, None, None
            literal = []
            i += 2
        else:
            literal.append(c)
            i += 1
    if literal:
        yield "".join(literal), None, None, None


def _split_field_name(name):
    i, n = 0, len(name)
    while i < n and name[i] not in ".[":
        i += 1
    first = name[:i]
    if first.isdigit():
        first = int(first)
    rest = []
    while i < n:
        if name[i] == ".":
            j = i + 1
            while j < n and name[j] not in ".[":
                j += 1
            if j == i + 1:
                raise ValueError("Empty attribute in format string")
            rest.append((True, name[i + 1:j]))
            i = j
        elif name[i] == "[":
            j = name.find("]", i)
            if j < 0:
                raise ValueError("Missing ']' in format string")
            key = name[i + 1:j]
            if key == "":
                raise ValueError("Empty attribute in format string")
            rest.append((False, int(key) if key.isdigit() else key))
            i = j + 1
            if i < n and name[i] not in ".[":
                raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
        else:
            raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
    return first, rest


class Formatter:
    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used_args = set()
        result, _ = self._vformat(format_string, args, kwargs, used_args, 2)
        self.check_unused_args(used_args, args, kwargs)
        return result

    def _vformat(self, format_string, args, kwargs, used_args, recursion_depth,
                 auto_arg_index=0):
        if recursion_depth < 0:
            raise ValueError("Max string recursion exceeded")
        result = []
        for literal_text, field_name, format_spec, conversion in self.parse(format_string):
            if literal_text:
                result.append(literal_text)
            if field_name is not None:
                if field_name == "":
                    if auto_arg_index is False:
                        raise ValueError("cannot switch from manual field specification to "
                                         "automatic field numbering")
                    field_name = str(auto_arg_index)
                    auto_arg_index += 1
                elif field_name.isdigit():
                    if auto_arg_index:
                        raise ValueError("cannot switch from manual field specification to "
                                         "automatic field numbering")
                    auto_arg_index = False
                obj, arg_used = self.get_field(field_name, args, kwargs)
                used_args.add(arg_used)
                obj = self.convert_field(obj, conversion)
                format_spec, auto_arg_index = self._vformat(
                    format_spec, args, kwargs, used_args, recursion_depth - 1,
                    auto_arg_index=auto_arg_index)
                result.append(self.format_field(obj, format_spec))
        return "".join(result), auto_arg_index

    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            return args[key]
        return kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        if conversion == "s":
            return str(value)
        if conversion == "r":
            return repr(value)
        if conversion == "a":
            return ascii(value)
        raise ValueError(f"Unknown conversion specifier {conversion!s}")

    def parse(self, format_string):
        return _parse(format_string)

    def get_field(self, field_name, args, kwargs):
        first, rest = _split_field_name(field_name)
        obj = self.get_value(first, args, kwargs)
        for is_attr, i in rest:
            obj = getattr(obj, i) if is_attr else obj[i]
        return obj, first
